import Foundation
import Testing
import ViewTreeTesting

@testable import ViewTree

/// `Timer.publish(every:on:in:).autoconnect()` with `.onReceive`, as SwiftUI apps count down
/// and refresh: under a `ViewTester`, `advance(by:)` moves its manual clock and the timer
/// ticks with it, with its date, and stops when its view goes.
@Suite @MainActor struct TimerPublisherTests {
    struct Ticking: View {
        let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
        @State private var ticks = 0

        var body: some View {
            Text("\(ticks) ticks").onReceive(timer) { _ in ticks += 1 }
        }
    }

    @Test func advanceTicksATimerPublisherOnTheManualClock() async {
        let tester = ViewTester(Ticking(), width: 20, height: 1)
        #expect(tester.lines == ["0 ticks"])
        await tester.advance(by: .milliseconds(3500))
        #expect(tester.lines == ["3 ticks"])
        await tester.advance(by: .milliseconds(500))
        #expect(tester.lines == ["4 ticks"])
    }

    @Test func aTimerPublisherSendsTheManualClocksDate() async {
        struct Stamp: View {
            let timer = Timer.publish(every: 60, on: .main, in: .common).autoconnect()
            @State private var stamp = Date.distantPast
            var body: some View {
                Text("\(Int(stamp.timeIntervalSince1970))").onReceive(timer) { stamp = $0 }
            }
        }
        let tester = ViewTester(
            Stamp(), width: 20, height: 1, clock: .manual(startingAt: Date(timeIntervalSince1970: 0)))
        await tester.advance(by: .seconds(60))
        #expect(tester.lines == ["60"])
    }

    /// Counts ticks outside the views, so that they can be counted after the view goes.
    final class Ticks: @unchecked Sendable {
        var count = 0
    }

    @Test func aTimerStopsTickingWhenItsViewGoes() async {
        struct Counting: View {
            let ticks: Ticks
            let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
            var body: some View {
                Text("counting").onReceive(timer) { _ in ticks.count += 1 }
            }
        }
        struct Holder: View {
            let ticks: Ticks
            let shown: MainActorWorkTests.Probe
            var body: some View {
                if shown.shown { Counting(ticks: ticks) } else { Text("gone") }
            }
        }
        let (ticks, shown) = (Ticks(), MainActorWorkTests.Probe())
        let tester = ViewTester(Holder(ticks: ticks, shown: shown), width: 20, height: 1)
        await tester.advance(by: .seconds(2))
        #expect(ticks.count == 2)
        shown.shown = false
        await tester.advance(by: .seconds(3))
        #expect(tester.lines == ["gone"] && ticks.count == 2)
    }
}
