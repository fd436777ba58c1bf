import Foundation
import Testing
import ViewTreeTesting

@testable import ViewTree

/// A keyframe animator draws its keyframes' value on the views' clock, a frame every twentieth
/// of a second: with a trigger, from the value shown when it changes, staying at the end; with
/// `repeating`, again and again; before a trigger changes and once it is done, nothing waits.
@Suite @MainActor struct KeyframeAnimatorTests {
    /// Moves the views' clock on by `duration`, then lets real time pass until the animator has
    /// caught up (its next frame waited for) or stopped: a view's task waits on the clock through
    /// the shared thread pool, which a loaded machine can hold up past the tester's settling.
    func advance(_ tester: ViewTester, by duration: Duration) async {
        await tester.advance(by: duration)
        var waited = 0
        while waited < 200, tester.host.clock.nextDeadline == nil || tester.host.clock.hasWokenSleepers {
            await tester.wait(for: .milliseconds(1))
            waited += 1
        }
    }

    /// The values the keyframes were asked to start from.
    final class Starts {
        var values: [Double] = []
    }

    /// A gauge whose level the keyframes move at each press of "g".
    struct Gauge<Path: Keyframes>: View where Path.Value == Double {
        let keyframes: (Double) -> Path
        @State private var presses = 0

        init(@KeyframesBuilder<Double> keyframes: @escaping (Double) -> Path) {
            self.keyframes = keyframes
        }

        var body: some View {
            Text("gauge \(presses)")
                .keyframeAnimator(initialValue: 0.0, trigger: presses) { label, level in
                    HStack(spacing: 1) {
                        label
                        Text("level \(Int(level.rounded()))")
                    }
                } keyframes: {
                    keyframes($0)
                }
                .onKeyPress("g") {
                    presses += 1
                    return .handled
                }
        }
    }

    /// A gauge that rises to 10 and falls back to 4, noting the value each play starts from.
    static func riseAndFall(noting starts: Starts) -> some View {
        Gauge { start in
            let _ = starts.values.append(start)
            KeyframeTrack {
                LinearKeyframe(10.0, duration: 1)
                LinearKeyframe(4.0, duration: 0.5)
            }
        }
    }

    @Test func nothingMovesBeforeTheTriggerChanges() async {
        let starts = Starts()
        let tester = ViewTester(Self.riseAndFall(noting: starts), width: 30, height: 1)
        #expect(tester.lines[0] == "gauge 0 level 0")
        await advance(tester, by: .seconds(2))
        #expect(tester.lines[0] == "gauge 0 level 0", "the initial value until the trigger changes")
        #expect(tester.host.clock.nextDeadline == nil, "and no timer waiting")
        #expect(starts.values.isEmpty)
    }

    @Test func aTriggerPlaysTheKeyframesAndTheValueStaysAtTheirEnd() async {
        let starts = Starts()
        let tester = ViewTester(Self.riseAndFall(noting: starts), width: 30, height: 1)
        tester.press(.character("g"))
        await advance(tester, by: .zero)
        #expect(tester.lines[0] == "gauge 1 level 0")
        await advance(tester, by: .milliseconds(500))
        #expect(tester.lines[0] == "gauge 1 level 5", "halfway up")
        await advance(tester, by: .milliseconds(500))
        #expect(tester.lines[0] == "gauge 1 level 10", "the first keyframe's value at its end")
        await advance(tester, by: .milliseconds(250))
        #expect(tester.lines[0] == "gauge 1 level 7", "halfway back down")
        await advance(tester, by: .milliseconds(250))
        #expect(tester.lines[0] == "gauge 1 level 4", "the end value")
        await advance(tester, by: .seconds(3))
        #expect(tester.lines[0] == "gauge 1 level 4", "which stays")
        #expect(tester.host.clock.nextDeadline == nil, "with nothing waiting once it is done")
        #expect(starts.values == [0])

        // The next change plays from the end value: 4 up to 10.
        tester.press(.character("g"))
        await advance(tester, by: .zero)
        await advance(tester, by: .milliseconds(500))
        #expect(tester.lines[0] == "gauge 2 level 7")
        #expect(starts.values == [0, 4])
    }

    @Test func aChangeWhilePlayingStartsOverFromTheValueShown() async {
        let starts = Starts()
        let tester = ViewTester(Self.riseAndFall(noting: starts), width: 30, height: 1)
        tester.press(.character("g"))
        await advance(tester, by: .zero)
        await advance(tester, by: .milliseconds(300))
        #expect(tester.lines[0] == "gauge 1 level 3")
        tester.press(.character("g"))
        await advance(tester, by: .zero)
        #expect(starts.values.count == 2)
        #expect(abs((starts.values.last ?? 0) - 3) < 1e-9, "\(starts.values)")
        await advance(tester, by: .milliseconds(1500))
        #expect(tester.lines[0] == "gauge 2 level 4", "the new run's end")
    }

    @Test func aBodyAroundTheAnimatorDoesNotRunForEachFrame() async {
        let tester = ViewTester(Self.riseAndFall(noting: Starts()), width: 30, height: 1)
        tester.press(.character("g"))
        #expect(tester.bodiesRun.contains { $0.hasPrefix("Gauge") }, "the press changes the gauge's own state")
        await advance(tester, by: .zero)
        var (levels, bodies) = ([String](), Set<String>())
        for _ in 0..<10 {
            await advance(tester, by: .milliseconds(100))
            levels.append(String(tester.lines[0].dropFirst("gauge 1 level ".count)))
            bodies.formUnion(tester.bodiesRun)
        }
        #expect(levels == (1...10).map(String.init), "each tenth of a second drawn on the way up")
        #expect(!bodies.contains { $0.hasPrefix("Gauge") }, "\(bodies)")
        #expect(bodies.contains { $0.hasPrefix("KeyframeAnimator") }, "\(bodies)")
    }

    @Test func aChangeWhilePlayingCarriesTheSpeedIntoACubicKeyframe() async {
        let dial = Gauge { _ in CubicKeyframe(10.0, duration: 1) }
        let tester = ViewTester(dial, width: 30, height: 1)
        tester.press(.character("g"))
        await advance(tester, by: .zero)
        await advance(tester, by: .milliseconds(500))
        #expect(tester.lines[0] == "gauge 1 level 5", "halfway, moving at 15 a second")
        tester.press(.character("g"))
        await advance(tester, by: .zero)
        await advance(tester, by: .milliseconds(200))
        // From 5 to 10 in a second: from rest it would be at 5.5; at 15 a second, at 7.4.
        #expect(tester.lines[0] == "gauge 2 level 7")
        await advance(tester, by: .milliseconds(800))
        #expect(tester.lines[0] == "gauge 2 level 10")
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
        await advance(tester, by: .zero)
        var seen: [String] = []
        for _ in 0..<3 {
            await advance(tester, by: .milliseconds(250))
            seen.append(tester.lines[0])
            await advance(tester, by: .milliseconds(750))
        }
        #expect(seen == ["at 4.0", "at 4.0", "at 4.0"], "a quarter into each turn")
        await advance(tester, by: .milliseconds(250))
        #expect(tester.lines[0] == "at 4.0")
        await advance(tester, by: .milliseconds(500))
        #expect(tester.lines[0] == "at 8.0")
    }

    @Test func notRepeatingShowsTheStartOfTheKeyframesAndWaitsForNothing() async {
        let tester = ViewTester(Sweep(moving: false), width: 20, height: 1)
        #expect(tester.lines[0] == "at 2.0", "the value at the keyframes' start")
        await advance(tester, by: .seconds(2))
        #expect(tester.lines[0] == "at 2.0")
        #expect(tester.host.clock.nextDeadline == nil)
    }
}
