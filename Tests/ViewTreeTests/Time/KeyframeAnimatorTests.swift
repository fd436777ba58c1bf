import Foundation
import Testing
import ViewTreeTesting

@testable import ViewTree

/// A keyframe animator draws its keyframes' value on the views' clock, a frame every twentieth
/// of a second: with a trigger, from the value shown when it changes, staying at the end; with
/// `repeating`, again and again; before a trigger changes and once it is done, nothing waits.
@Suite @MainActor struct KeyframeAnimatorTests {
    /// The values the keyframes were asked to start from.
    final class Starts {
        var values: [Double] = []
    }

    /// A gauge that rises to 10 and falls back to 4 at each press of "g".
    struct Gauge: View {
        let starts: Starts
        @State private var presses = 0

        var body: some View {
            Text("gauge \(presses)")
                .keyframeAnimator(initialValue: 0.0, trigger: presses) { label, level in
                    HStack(spacing: 1) {
                        label
                        Text("level \(Int(level.rounded()))")
                    }
                } keyframes: { start in
                    let _ = starts.values.append(start)
                    KeyframeTrack {
                        LinearKeyframe(10.0, duration: 1)
                        LinearKeyframe(4.0, duration: 0.5)
                    }
                }
                .onKeyPress("g") {
                    presses += 1
                    return .handled
                }
        }
    }

    @Test func nothingMovesBeforeTheTriggerChanges() async {
        let starts = Starts()
        let tester = ViewTester(Gauge(starts: starts), width: 30, height: 1)
        #expect(tester.lines[0] == "gauge 0 level 0")
        await tester.advance(by: .seconds(2))
        #expect(tester.lines[0] == "gauge 0 level 0", "the initial value until the trigger changes")
        #expect(tester.host.clock.nextDeadline == nil, "and no timer waiting")
        #expect(starts.values.isEmpty)
    }

    @Test func aTriggerPlaysTheKeyframesAndTheValueStaysAtTheirEnd() async {
        let starts = Starts()
        let tester = ViewTester(Gauge(starts: starts), width: 30, height: 1)
        tester.press(.character("g"))
        await tester.advance()
        #expect(tester.lines[0] == "gauge 1 level 0")
        await tester.advance(by: .milliseconds(500))
        #expect(tester.lines[0] == "gauge 1 level 5", "halfway up")
        await tester.advance(by: .milliseconds(500))
        #expect(tester.lines[0] == "gauge 1 level 10", "the first keyframe's value at its end")
        await tester.advance(by: .milliseconds(250))
        #expect(tester.lines[0] == "gauge 1 level 7", "halfway back down")
        await tester.advance(by: .milliseconds(250))
        #expect(tester.lines[0] == "gauge 1 level 4", "the end value")
        await tester.advance(by: .seconds(3))
        #expect(tester.lines[0] == "gauge 1 level 4", "which stays")
        #expect(tester.host.clock.nextDeadline == nil, "with nothing waiting once it is done")
        #expect(starts.values == [0])

        // The next change plays from the end value: 4 up to 10.
        tester.press(.character("g"))
        await tester.advance(by: .milliseconds(500))
        #expect(tester.lines[0] == "gauge 2 level 7")
        #expect(starts.values == [0, 4])
    }

    @Test func aChangeWhilePlayingStartsOverFromTheValueShown() async {
        let starts = Starts()
        let tester = ViewTester(Gauge(starts: starts), width: 30, height: 1)
        tester.press(.character("g"))
        await tester.advance(by: .milliseconds(300))
        #expect(tester.lines[0] == "gauge 1 level 3")
        tester.press(.character("g"))
        await tester.advance()
        #expect(starts.values.count == 2)
        #expect(abs((starts.values.last ?? 0) - 3) < 1e-9, "\(starts.values)")
        await tester.advance(by: .milliseconds(1500))
        #expect(tester.lines[0] == "gauge 2 level 4", "the new run's end")
    }

    @Test func aBodyAroundTheAnimatorDoesNotRunForEachFrame() async {
        let tester = ViewTester(Gauge(starts: Starts()), width: 30, height: 1)
        tester.press(.character("g"))
        #expect(tester.bodiesRun.contains { $0.hasPrefix("Gauge") }, "the press changes the gauge's own state")
        await tester.advance()
        await tester.advance(by: .seconds(1))
        #expect(tester.lastFrames.count >= 20, "a frame every twentieth of a second: \(tester.lastFrames.count)")
        #expect(!tester.bodiesRun.contains { $0.hasPrefix("Gauge") }, "\(Set(tester.bodiesRun))")
        #expect(tester.bodiesRun.contains { $0.hasPrefix("KeyframeAnimator") }, "\(Set(tester.bodiesRun))")
    }

    /// A marker that sweeps from 0 to 10 each second while `moving`.
    struct Sweep: View {
        let moving: Bool

        var body: some View {
            KeyframeAnimator(initialValue: 0.0, repeating: moving) { position in
                Text("at " + String(format: "%.1f", position))
            } keyframes: { _ in
                MoveKeyframe(2.0)
                LinearKeyframe(10.0, duration: 1)
            }
        }
    }

    @Test func repeatingPlaysTheKeyframesAgainAndAgain() async {
        let tester = ViewTester(Sweep(moving: true), width: 20, height: 1)
        await tester.advance()
        var seen: [String] = []
        for _ in 0..<3 {
            await tester.advance(by: .milliseconds(250))
            seen.append(tester.lines[0])
            await tester.advance(by: .milliseconds(750))
        }
        #expect(seen == ["at 4.0", "at 4.0", "at 4.0"], "a quarter into each turn")
        await tester.advance(by: .milliseconds(250))
        #expect(tester.lines[0] == "at 4.0")
        await tester.advance(by: .milliseconds(500))
        #expect(tester.lines[0] == "at 8.0")
    }

    @Test func notRepeatingShowsTheStartOfTheKeyframesAndWaitsForNothing() async {
        let tester = ViewTester(Sweep(moving: false), width: 20, height: 1)
        #expect(tester.lines[0] == "at 2.0", "the value at the keyframes' start")
        await tester.advance(by: .seconds(2))
        #expect(tester.lines[0] == "at 2.0")
        #expect(tester.host.clock.nextDeadline == nil)
    }
}
