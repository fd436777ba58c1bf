import Dispatch
import Synchronization
import Testing
import TrackingCore

@testable import ViewTree

/// Views, their actions and their tasks are the main actor's, as in SwiftUI, and work given to
/// the main actor from anywhere runs and shows: `DispatchQueue.main`, `Task { @MainActor }`,
/// `MainActor.run`, view tasks (cancelled when their view goes, restarted when their id
/// changes), timelines, publishers, and models changed on other threads.
@Suite @MainActor struct MainActorWorkTests {
    struct Delayed: View {
        @State private var log: [String] = []

        var body: some View {
            VStack(alignment: .leading) {
                Text(log.isEmpty ? "idle" : log.joined(separator: ", "))
                Button("Go") {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { log.append("delayed") }
                    DispatchQueue.main.async { log.append("queued") }
                }
            }
        }
    }

    @Test func mainQueueWorkFromAnActionRunsAndShows() async {
        let host = ViewHost(Delayed(), width: 20, height: 2)
        host.renderFrame()
        host.send(.tab)
        host.send(.enter)
        #expect(host.buffer.lines[0] == "idle", "nothing ran yet: the action only queued it")
        await Self.advance(host) { host.buffer.lines[0] != "idle" }
        #expect(host.buffer.lines[0].hasPrefix("queued"))
    }

    @Test func asyncAfterRunsWhenItsTimeComesAfterWorkQueuedWithoutDelay() async {
        let host = ViewHost(Delayed(), width: 20, height: 2)
        host.renderFrame()
        host.send(.tab)
        host.send(.enter)
        await Self.advance(host) { host.buffer.lines[0].contains("delayed") }
        #expect(host.buffer.lines[0] == "queued, delayed")
    }

    @Observable @MainActor final class Library {
        var status = "empty"
        var books: [String] = []

        func load() async {
            status = "loading"
            try? await Task.sleep(for: .milliseconds(10))
            books = ["Dune", "Emma"]
            status = "\(books.count) books"
        }
    }

    /// The shape of a Swift 6 SwiftUI app's model and view: a main-actor `@Observable` model in
    /// `@State`, read in the body and loaded from `.task`.
    struct LibraryView: View {
        @State private var library = Library()

        var body: some View {
            Text(library.status)
                .task { await library.load() }
        }
    }

    @Test func aMainActorModelLoadsFromATask() async {
        let host = ViewHost(LibraryView(), width: 20, height: 1)
        host.renderFrame()
        #expect(host.buffer.lines[0] == "empty", "the task starts after the frame that shows the view")
        await Self.advance(host) { host.buffer.lines[0] == "2 books" }
        #expect(host.buffer.lines[0] == "2 books")
    }

    struct Hopping: View {
        @State private var text = "idle"

        var body: some View {
            VStack(alignment: .leading) {
                Text(text)
                Button("Task") { Task { @MainActor in text = "task ran" } }
                Button("Detached") {
                    Task.detached {
                        let computed = (1...10).reduce(0, +)
                        await MainActor.run { text = "run \(computed)" }
                    }
                }
            }
        }
    }

    @Test func aMainActorTaskAndMainActorRunFromADetachedTaskRunAndShow() async {
        let host = ViewHost(Hopping(), width: 20, height: 3)
        host.renderFrame()
        host.send(.tab)
        host.send(.enter)
        await host.advance()
        #expect(host.buffer.lines[0] == "task ran")
        host.send(.tab)
        host.send(.enter)
        await Self.advance(host) { host.buffer.lines[0] == "run 55" }
        #expect(host.buffer.lines[0] == "run 55")
    }

    @Trackable final class Probe: @unchecked Sendable {
        var shown = true
        var query = "a"
        var started: [String] = []
        var cancelled: [String] = []
    }

    struct Searching: View {
        let probe: Probe

        var body: some View {
            if probe.shown {
                Text("query \(probe.query)")
                    .task(id: probe.query) {
                        // Synchronous calls to the main actor: the closure is its own.
                        let query = probe.query
                        probe.started.append(query)
                        do {
                            try await Task.sleep(for: .seconds(3600))
                        } catch {
                            probe.cancelled.append(query)
                        }
                    }
            }
        }
    }

    @Test func aTaskRestartsWhenItsIdChangesAndIsCancelledWhenItsViewGoes() async {
        let probe = Probe()
        let host = ViewHost(Searching(probe: probe), width: 20, height: 1)
        host.renderFrame()
        await host.advance()
        #expect(probe.started == ["a"])
        probe.query = "ab"
        await Self.advance(host) { probe.cancelled.count == 1 && probe.started.count == 2 }
        #expect(probe.started == ["a", "ab"])
        #expect(probe.cancelled == ["a"])
        probe.shown = false
        await Self.advance(host) { probe.cancelled.count == 2 }
        #expect(probe.cancelled == ["a", "ab"])
        #expect(host.buffer.lines[0] == "")
    }

    @Test func aModelChangedOnAnotherThreadAsksForOneFrameAndShows() async {
        let probe = Probe()
        let host = ViewHost(Searching(probe: probe), width: 40, height: 1)
        host.renderFrame()
        let requests = Counter()
        host.setFrameRequestHandler { requests.add() }
        await Task.detached {
            probe.query = "from elsewhere"
            probe.query = "from elsewhere, twice"
        }.value
        #expect(requests.value == 1, "one frame asked for two changes")
        await host.advance()
        #expect(host.buffer.lines[0] == "query from elsewhere, twice")
        probe.shown = false
        await host.advance()
    }

    /// Advances until `done` holds, for at most ten minutes: how long work takes is not what
    /// these tests check, and the tests running beside them hold the main actor for as long
    /// as they run (a minute and more under ThreadSanitizer).
    static func advance(_ host: ViewHost, until done: () -> Bool) async {
        let clock = ContinuousClock()
        let limit = clock.now + .seconds(600)
        while !done(), clock.now < limit { await host.advance(by: .milliseconds(5)) }
    }

    final class Counter: Sendable {
        private let count = Mutex(0)
        func add() { count.withLock { $0 += 1 } }
        var value: Int { count.withLock { $0 } }
    }
}
