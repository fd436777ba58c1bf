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

    /// On a run loop, as in a running app (the test's thread's: tests do not run on the main
    /// thread's): the first tick comes an interval after connecting, as Combine's (Foundation
    /// on Linux fires a new timer at once).
    @Test func aRunningTimersFirstTickIsAnIntervalAway() {
        let ticks = Ticks()
        let publisher = Timer.publish(every: 0.3, on: .current, in: .default)
        let subscription = publisher.sink { _ in ticks.count += 1 }
        let connection = publisher.connect()
        RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.1))
        #expect(ticks.count == 0, "no tick before the interval")
        let deadline = Date(timeIntervalSinceNow: 5)
        while ticks.count == 0, Date() < deadline { RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.05)) }
        #expect(ticks.count >= 1)
        connection.cancel()
        subscription.cancel()
    }

    /// `timer.upstream.connect().cancel()`, the usual way to stop an autoconnected timer:
    /// connecting a running timer hands back its connection, so cancelling it stops it.
    @Test func connectingARunningTimerHandsBackItsConnection() {
        let ticks = Ticks()
        let timer = Timer.publish(every: 0.05, on: .current, in: .default).autoconnect()
        let subscription = timer.sink { _ in ticks.count += 1 }
        let deadline = Date(timeIntervalSinceNow: 5)
        while ticks.count == 0, Date() < deadline { RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.05)) }
        #expect(ticks.count >= 1)
        timer.upstream.connect().cancel()
        let stopped = ticks.count
        RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.3))
        #expect(ticks.count == stopped, "no tick after the connection was cancelled")
        subscription.cancel()
    }
}
