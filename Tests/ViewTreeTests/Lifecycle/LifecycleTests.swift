import Synchronization
import Testing
import TrackingCore

@testable import ViewTree

/// `onAppear`, `onDisappear`, `task` and `onChange` run after the frame that caused them, in
/// tree order, and what they change shows in the next frame.
@Suite @MainActor struct LifecycleTests {
    @Trackable final class Model {
        var rows = ["a", "b"]
        var count = 0
        var events: [String] = []
    }

    struct Rows: View {
        let model: Model
        var body: some View {
            VStack(alignment: .leading) {
                ForEach(model.rows, id: \.self) { row in
                    Text(row)
                        .onAppear { model.events.append("appear \(row)") }
                        .onDisappear { model.events.append("disappear \(row)") }
                }
                Text("count \(model.count)")
                    .onChange(of: model.count) { old, new in model.events.append("count \(old) → \(new)") }
            }
        }
    }

    @Test func appearAndDisappearFollowTheTree() {
        let model = Model()
        let host = ViewHost(Rows(model: model), width: 20, height: 4)
        host.renderFrame()
        #expect(model.events == ["appear a", "appear b"])
        model.rows = ["b", "c"]
        host.renderFrame()
        #expect(model.events.suffix(2) == ["disappear a", "appear c"])
        #expect(!host.needsFrame, "nothing the bodies read changed after")
    }

    @Test func onChangeSeesOldAndNewValuesOnceEach() {
        let model = Model()
        let host = ViewHost(Rows(model: model), width: 20, height: 4)
        host.renderFrame()
        model.count = 1
        host.renderFrame()
        model.count = 3
        host.renderFrame()
        model.rows.append("d")  // the body runs; the count is unchanged
        host.renderFrame()
        #expect(model.events.filter { $0.hasPrefix("count") } == ["count 0 → 1", "count 1 → 3"])
    }

    @Test func anInitialOnChangeRunsAfterTheFirstFrameAndWhatItChangesShowsNext() {
        struct Initial: View {
            let model: Model
            var body: some View {
                Text("count \(model.count)")
                    .onChange(of: model.rows.count, initial: true) { model.count = model.rows.count * 10 }
            }
        }
        let model = Model()
        let host = ViewHost(Initial(model: model), width: 20, height: 1)
        host.renderFrame()
        #expect(host.buffer.lines[0] == "count 0")
        #expect(host.needsFrame)
        let next = host.renderFrame()
        #expect(host.buffer.lines[0] == "count 20")
        #expect(next.evaluatedNodes == ["Initial"], "the wrapper's node is not reported")
    }

    /// Two `onChange`s on one view, one of an optional that starts nil with `initial`: it runs
    /// after the first frame (a nil kept as `Any?` was read back as an earlier nil, so it never
    /// ran), and each sees its own value's changes, from and to nil.
    @Trackable final class Choice {
        var city: String?
        var search = ""
        var seen: [String] = []
    }

    @Test func anInitialOnChangeOfANilOptionalRunsAndEachSeesItsOwnChanges() {
        struct Watcher: View {
            let choice: Choice
            var body: some View {
                Text(choice.city ?? "none")
                    .onChange(of: choice.city, initial: true) { old, new in
                        choice.seen.append("\(old ?? "nil") → \(new ?? "nil")")
                    }
                    .onChange(of: choice.search) { old, new in choice.seen.append("search \(old) → \(new)") }
            }
        }
        let choice = Choice()
        let host = ViewHost(Watcher(choice: choice), width: 20, height: 1)
        host.renderFrame()
        choice.city = "Accra"
        host.renderFrame()
        choice.city = nil
        host.renderFrame()
        choice.search = "k"
        host.renderFrame()
        #expect(choice.seen == ["nil → nil", "nil → Accra", "Accra → nil", "search  → k"])
    }

    @Test func aTaskStartsOnAppearAndIsCancelledWhenTheViewGoes() async throws {
        final class Probe: Sendable {
            let started = Atomic<Int>(0)
            let cancelled = Atomic<Int>(0)
        }
        struct Ticker: View {
            let probe: Probe
            var body: some View {
                Text("tick").task {
                    probe.started.add(1, ordering: .relaxed)
                    // Polls rather than sleeping once, so that the test sees the cancellation
                    // as soon as the task gets a thread, however busy the shared pool is.
                    while !Task.isCancelled { try? await Task.sleep(for: .milliseconds(5)) }
                    probe.cancelled.add(1, ordering: .relaxed)
                }
            }
        }
        struct Holder: View {
            let model: Model
            let probe: Probe
            var body: some View {
                if model.count == 0 { Ticker(probe: probe) }
            }
        }
        let (model, probe) = (Model(), Probe())
        let host = ViewHost(Holder(model: model, probe: probe), width: 20, height: 1)
        host.renderFrame()
        try await waitUntil { probe.started.load(ordering: .relaxed) == 1 }
        model.count = 1
        host.renderFrame()
        try await waitUntil { probe.cancelled.load(ordering: .relaxed) == 1 }
    }

    /// Waits for `condition`, up to ten minutes. The task runs on the shared cooperative pool,
    /// and synchronous tests running in parallel hold its threads until they end: under
    /// ThreadSanitizer on two cores, the oracles hold them for minutes (46 s measured here, over
    /// 120 s on a clean CI machine). The test still fails if the task never starts or is never
    /// cancelled.
    @Test func aTaskQueuedForAViewThatWentNeverStarts() async throws {
        let host = ViewHost(Text("x"), width: 4, height: 1)
        let life = NodeLifecycle()
        life.end(in: host)
        let started = Atomic<Int>(0)
        life.isShown = true
        life.task = (.userInitiated, { started.add(1, ordering: .relaxed) })
        life.startTask()
        try await Task.sleep(for: .milliseconds(50))
        #expect(started.load(ordering: .relaxed) == 0)
    }

    private func waitUntil(_ condition: () -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(600)
        while !condition(), ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(10)) }
        #expect(condition())
    }
}
