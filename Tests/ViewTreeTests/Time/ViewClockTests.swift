import Foundation
import Testing

@testable import ViewTree

/// A manual clock: waits end only when it is advanced past them, in order; views' timing
/// (timelines, a button's press, double clicks, tasks sleeping on the environment's clock)
/// follows it, so time in a test passes at once and the same way on every run.
@Suite @MainActor struct ViewClockTests {
    final class Log: @unchecked Sendable {
        var entries: [String] = []
    }

    @Test func aManualClockWakesASleeperOnlyOnceAdvancedPastItsDeadline() async throws {
        let clock = ViewClock.manual(startingAt: Date(timeIntervalSince1970: 0))
        let log = Log()
        let late = Task { @MainActor in
            try await clock.sleep(for: .seconds(2))
            log.entries.append("2 s")
        }
        let early = Task { @MainActor in
            try await clock.sleep(for: .seconds(1))
            log.entries.append("1 s")
        }
        try await Task.sleep(for: .milliseconds(50))
        #expect(log.entries.isEmpty, "a manual clock stands still")
        #expect(clock.nextDeadline == clock.now.advanced(by: .seconds(1)))
        clock.advance(to: clock.now.advanced(by: .milliseconds(999)))
        try await Task.sleep(for: .milliseconds(20))
        #expect(log.entries.isEmpty)
        clock.advance(to: clock.now.advanced(by: .milliseconds(1)))
        try await early.value
        #expect(log.entries == ["1 s"])
        clock.advance(to: clock.now.advanced(by: .seconds(5)))
        try await late.value
        #expect(log.entries == ["1 s", "2 s"])
        #expect(clock.date == Date(timeIntervalSince1970: 6))
    }

    @Test func cancellingASleeperEndsItsWaitWithCancellationError() async {
        let clock = ViewClock.manual()
        let sleeper = Task { try await clock.sleep(for: .seconds(60)) }
        try? await Task.sleep(for: .milliseconds(50))
        #expect(clock.nextDeadline != nil)
        sleeper.cancel()
        let result = await sleeper.result
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(clock.nextDeadline == nil, "the cancelled sleeper is forgotten")
    }

    struct Ticking: View {
        var body: some View {
            TimelineView(.periodic(from: Date(timeIntervalSince1970: 1_000), by: 1)) { context in
                Text("at \(Int(context.date.timeIntervalSince1970))")
            }
        }
    }

    @Test func aTimelineRunsOncePerEntryOfTheVirtualTimeAdvanced() async {
        let clock = ViewClock.manual(startingAt: Date(timeIntervalSince1970: 1_000.5))
        let host = ViewHost(Ticking(), width: 20, height: 2, clock: clock)
        host.renderFrame()
        #expect(host.buffer.lines[0] == "at 1000")
        let frames = await host.advance(by: .seconds(10))
        #expect(frames.filter { $0.evaluatedNodes == ["TimelineView"] }.count == 10, "entries 1001 to 1010")
        #expect(frames.allSatisfy { $0.evaluatedNodes.isEmpty || $0.evaluatedNodes == ["TimelineView"] })
        #expect(host.buffer.lines[0] == "at 1010")
    }

    struct Pressable: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.background(configuration.isPressed ? Color.red : Color.blue)
        }
    }

    @Test func aButtonLooksPressedFor120MillisecondsOfTheClock() async {
        let host = ViewHost(Button("Go") {}.buttonStyle(Pressable()), width: 10, height: 1, clock: .manual())
        host.renderFrame()
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(host.buffer[0, 0].style.background == .red)
        await host.advance(by: .milliseconds(119))
        #expect(host.buffer[0, 0].style.background == .red, "still pressed")
        await host.advance(by: .milliseconds(1))
        #expect(host.buffer[0, 0].style.background == .blue, "released")
    }

    struct Debounced: View {
        @State private var query = ""
        @State private var searched = "nothing"
        @Environment(\.clock) private var clock

        var body: some View {
            VStack(alignment: .leading) {
                TextField("Search", text: $query)
                Text("searched \(searched)")
            }
            .task(id: query) {
                guard !query.isEmpty else { return }
                do { try await clock.sleep(for: .milliseconds(300)) } catch { return }
                searched = query
            }
        }
    }

    @Test func aTaskSleepingOnTheEnvironmentsClockIsADebounceATestSkips() async {
        let host = ViewHost(Debounced(), width: 20, height: 2, clock: .manual())
        host.renderFrame()
        host.send(.tab)
        for character in "ab" { host.send(.character(character)) }
        await host.advance()
        await host.advance(by: .milliseconds(299))
        #expect(host.buffer.lines[1] == "searched nothing")
        await host.advance(by: .milliseconds(1))
        #expect(host.buffer.lines[1] == "searched ab")
    }
}
