import Foundation
import Testing
import ViewTreeTesting

@testable import ViewTree

/// A keyframe timeline is a pure function of time: each track starts from the initial value,
/// its keyframes run one after another from where the last one ended, tracks run side by side,
/// and a time outside the timeline reads its start or its end.
@Suite struct KeyframeTimelineTests {
    struct Position {
        var across = 0.0
        var down = 0.0
    }

    @Test func linearKeyframesRunOneAfterAnotherAndLandOnEachValue() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                LinearKeyframe(10.0, duration: 1)
                LinearKeyframe(4.0, duration: 0.5)
            }
        }
        #expect(timeline.duration == 1.5)
        #expect(timeline.value(time: 0) == 0)
        #expect(timeline.value(time: 0.5) == 5, "halfway through the first keyframe")
        #expect(timeline.value(time: 1) == 10, "the first keyframe's end")
        #expect(timeline.value(time: 1.25) == 7, "halfway from 10 back to 4")
        #expect(timeline.value(time: 1.5) == 4, "the last keyframe's end")
        #expect(timeline.value(progress: 0.5) == 7.5)
    }

    @Test func timesOutsideTheTimelineReadItsStartOrItsEnd() {
        let timeline = KeyframeTimeline(initialValue: 2.0) { LinearKeyframe(6.0, duration: 2) }
        #expect(timeline.value(time: -3) == 2)
        #expect(timeline.value(time: 9) == 6)
        #expect(timeline.value(progress: -1) == 2)
        #expect(timeline.value(progress: 2) == 6)
    }

    @Test func tracksRunSideBySideAndAShorterOneHoldsItsLastValue() {
        let timeline = KeyframeTimeline(initialValue: Position(across: 1, down: 0)) {
            KeyframeTrack(\.across) { LinearKeyframe(11.0, duration: 1) }
            KeyframeTrack(\.down) { LinearKeyframe(30.0, duration: 3) }
        }
        #expect(timeline.duration == 3, "the longest track's length")
        #expect(timeline.value(time: 0.5).across == 6, "the across track starts from the initial value's 1")
        #expect(abs(timeline.value(time: 0.5).down - 5) < 1e-9)
        #expect(timeline.value(time: 2).across == 11, "held after its track ended")
        #expect(abs(timeline.value(time: 2).down - 20) < 1e-9)
    }

    @Test func theLaterOfTwoTracksOnOnePropertyWins() {
        let timeline = KeyframeTimeline(initialValue: Position()) {
            KeyframeTrack(\.across) { LinearKeyframe(100.0, duration: 1) }
            KeyframeTrack(\.across) { LinearKeyframe(-8.0, duration: 1) }
        }
        #expect(timeline.value(time: 0.5).across == -4)
    }

    @Test func aMoveKeyframeJumpsAtItsStart() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            MoveKeyframe(50.0)
            LinearKeyframe(60.0, duration: 1)
        }
        #expect(timeline.duration == 2, "a move takes no time")
        #expect(abs(timeline.value(time: 0.9) - 9) < 1e-9)
        #expect(timeline.value(time: 1) == 50, "jumped at the end of the keyframe before it")
        #expect(timeline.value(time: 1.5) == 55, "the next keyframe starts from the move's value")

        let leading = KeyframeTimeline(initialValue: 0.0) {
            MoveKeyframe(5.0)
            LinearKeyframe(15.0, duration: 1)
        }
        #expect(leading.value(time: 0) == 5)
        #expect(leading.value(time: -1) == 5, "before the start reads the start, which has jumped")
    }

    @Test func aTimingCurveSetsThePaceButNotTheEnds() {
        func halfway(_ curve: UnitCurve) -> Double {
            KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(10.0, duration: 1, timingCurve: curve) }
                .value(time: 0.5)
        }
        #expect(halfway(.easeIn) < 4, "slow at the start: \(halfway(.easeIn))")
        #expect(halfway(.easeOut) > 6, "fast at the start: \(halfway(.easeOut))")
        #expect(abs(halfway(.easeInOut) - 5) < 1e-9, "symmetric")
        let timeline = KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(10.0, duration: 1, timingCurve: .easeIn) }
        #expect(timeline.value(time: 1) == 10)
        #expect(UnitCurve.easeIn.value(at: 0) == 0)
        #expect(UnitCurve.easeIn.value(at: 1) == 1)
    }

    @Test func cubicKeyframesFollowTheirVelocitiesAndLandOnEachValue() {
        let still = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10.0, duration: 1, startVelocity: 0, endVelocity: 0)
        }
        #expect(still.value(time: 0.5) == 5, "from rest to rest, halfway at half time")
        #expect(abs(still.value(time: 0.25) - 1.5625) < 1e-12, "slow at the start: 10 · (3/16 − 2/64)")

        let pushed = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10.0, duration: 1, startVelocity: 40, endVelocity: 0)
        }
        #expect(pushed.value(time: 0.25) > still.value(time: 0.25) + 3, "a start velocity moves it faster early")

        // Up and back down: the derived velocity at the top is flat, so the path is symmetric.
        let hill = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10.0, duration: 1)
            CubicKeyframe(0.0, duration: 1)
        }
        #expect(hill.value(time: 1) == 10)
        #expect(hill.value(time: 2) == 0)
        #expect(abs(hill.value(time: 0.6) - hill.value(time: 1.4)) < 1e-12)
        #expect(hill.value(time: 0.9) < 10 && hill.value(time: 1.1) < 10, "the top is at the keyframe")
    }

    /// A cubic keyframe to 10 that takes the velocity it is given.
    @KeyframesBuilder<Double> static func toTen() -> some Keyframes<Double> {
        CubicKeyframe(10.0, duration: 1)
    }

    @Test func aStartVelocityCarriesIntoKeyframesThatTakeWhatTheyGet() {
        let keyframes = KeyframeTimeline(initialValue: 0.0, keyframes: Self.toTen())
        let interrupted = keyframes.velocities(time: 0.5)
        #expect(abs((interrupted.first as? Double ?? 0) - 15) < 1e-3, "the slope of 10·(3t² − 2t³) at ½")
        let carried = KeyframeTimeline(initialValue: 5.0, keyframes: Self.toTen(), velocities: interrupted)
        // 5 + 5·(3·0.04 − 2·0.008) + 15·(0.008 − 0.08 + 0.2)
        #expect(abs(carried.value(time: 0.2) - 7.44) < 1e-3, "\(carried.value(time: 0.2))")
        #expect(carried.value(time: 1) == 10)
        let fromRest = KeyframeTimeline(initialValue: 5.0, keyframes: Self.toTen())
        #expect(abs(fromRest.value(time: 0.2) - 5.52) < 1e-9)
    }

    @Test func aSpringKeyframeEndsOnItsValue() {
        let smooth = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(10.0, duration: 1, spring: .smooth) }
        #expect(smooth.value(time: 0) == 0)
        #expect(smooth.value(time: 1) == 10)
        #expect(smooth.value(time: 0.5) > 9, "a smooth half-second spring is nearly there: \(smooth.value(time: 0.5))")

        let bouncy = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(10.0, duration: 2, spring: .bouncy) }
        let peak = stride(from: 0.0, through: 2, by: 0.01).map { bouncy.value(time: $0) }.max() ?? 0
        // A damping ratio of 0.7 overshoots by e^(−π·0.7/√0.51), about 4.6 %.
        #expect(abs(peak - 10.46) < 0.01, "a bouncy spring overshoots: \(peak)")
        #expect(bouncy.value(time: 2) == 10)

        let settling = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(1.0, spring: .smooth) }
        #expect(settling.duration == Spring.smooth.settlingDuration, "no duration: the spring's settling time")
        #expect(settling.duration > 0.5 && settling.duration < 1.5, "\(settling.duration)")
    }

    @Test func aSpringConvertsBetweenPaceAndPhysics() {
        // The figures SwiftUI's documentation gives for these two springs.
        let paced = Spring(duration: 0.5, bounce: 0.3)
        #expect(abs(paced.mass - 1) < 1e-9)
        #expect(abs(paced.stiffness - 157.9) < 0.05)
        #expect(abs(paced.damping - 17.6) < 0.05)
        let physical = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(abs(physical.duration - 0.63) < 0.005)
        #expect(abs(physical.bounce - 0.5) < 1e-9)
    }

    @Test func pointsMoveInBothCoordinates() {
        let timeline = KeyframeTimeline(initialValue: CGPoint.zero) {
            LinearKeyframe(CGPoint(x: 10, y: 20), duration: 2)
        }
        #expect(timeline.value(time: 1) == CGPoint(x: 5, y: 10))
    }

    @Test func loopsAndBranchesBuildKeyframes() {
        let up = true
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                for step in 1...3 {
                    LinearKeyframe(Double(step), duration: 1)
                }
                if up {
                    LinearKeyframe(100.0, duration: 1)
                } else {
                    LinearKeyframe(-100.0, duration: 1)
                }
            }
        }
        #expect(timeline.duration == 4)
        #expect(timeline.value(time: 2) == 2)
        #expect(timeline.value(time: 4) == 100)
    }

    /// Keyframes of one's own, made of tracks.
    struct Wobble: Keyframes {
        var body: some Keyframes<Position> {
            KeyframeTrack(\.across) { LinearKeyframe(4.0, duration: 1) }
            KeyframeTrack(\.down) { MoveKeyframe(-1.0) }
        }
    }

    @Test func keyframesOfOnesOwnPlayTheirBody() {
        let timeline = KeyframeTimeline(initialValue: Position()) { Wobble() }
        #expect(timeline.value(time: 0.5).across == 2)
        #expect(timeline.value(time: 0.5).down == -1)
    }
}
