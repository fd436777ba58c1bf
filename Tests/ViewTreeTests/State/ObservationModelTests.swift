import Dispatch
import Observation
import Testing
import TrackingCore

@testable import ViewTree

/// Bodies that read models of Apple's Observation run again when those change, as bodies
/// that read `@Trackable` models do, and in the same frames.
@Suite @MainActor struct ObservationModelTests {
    @Observable final class Counter {
        var count = 0
        var title = "counter"
    }

    @Observable final class Entry: Identifiable {
        let id: Int
        var title: String
        init(id: Int, title: String) {
            self.id = id
            self.title = title
        }
    }

    /// A body that reads an `@Observable` counter and a `@Trackable` setting.
    struct MixedView: View {
        let counter: Counter
        let settings: Settings
        var body: some View {
            Text("\(counter.count) \(settings.accent)")
        }
    }

    struct TitleView: View {
        let counter: Counter
        var body: some View { Text(counter.title) }
    }

    struct CountView: View {
        let counter: Counter
        var body: some View { Text("count \(counter.count)") }
    }

    struct PairView: View {
        let counter: Counter
        var body: some View {
            VStack(alignment: .leading) {
                TitleView(counter: counter)
                CountView(counter: counter)
            }
        }
    }

    @Test func onlyTheBodyThatReadTheChangedPropertyRuns() {
        let counter = Counter()
        let host = ViewHost(PairView(counter: counter), width: 20, height: 4)
        host.renderFrame()
        for expected in 1...3 {
            counter.count += 1
            let frame = host.renderFrame()
            #expect(frame.evaluatedNodes == ["CountView"])
            #expect(host.buffer.lines[1] == "count \(expected)")
        }
        counter.title = "renamed"
        #expect(host.renderFrame().evaluatedNodes == ["TitleView"])
        #expect(host.buffer.lines[0] == "renamed")
        #expect(!host.needsFrame)
    }

    @Test func anInspectionSaysWhichViewsReadObservationModels() throws {
        let host = ViewHost(MixedView(counter: Counter(), settings: Settings()), width: 20, height: 2)
        host.recordsValues = true
        host.renderFrame()
        let inspection = try #require(host.inspection(of: "MixedView"))
        #expect(inspection.readsObservableModels)
        #expect(inspection.reads.map(\.property) == ["accent"], "only TrackingCore's reads are listed")
        let other = ViewHost(Text("plain"), width: 20, height: 2)
        other.renderFrame()
        #expect(other.liveNodes.compactMap { $0 as? ComposedNode }.allSatisfy { !$0.observation.hasReadModels })
    }

    @Test func theCauseNamesTheModelOnceTheViewIsKnownToReadIt() {
        let counter = Counter()
        let host = ViewHost(CountView(counter: counter), width: 20, height: 2)
        host.renderFrame()
        counter.count = 1
        let first = host.renderFrame().evaluations.map(\.cause.description)
        #expect(first == ["Observation: a model the body read"])
        counter.count = 2
        let second = host.renderFrame().evaluations.map(\.cause.description)
        #expect(second == ["Observation: Counter, an Int property"])
    }

    @Test func trackableAndObservableReadsInOneBodyRunItOncePerFrame() {
        let counter = Counter()
        let settings = Settings()
        let host = ViewHost(MixedView(counter: counter, settings: settings), width: 20, height: 2)
        host.renderFrame()
        counter.count = 1
        #expect(host.renderFrame().evaluatedNodes == ["MixedView"])
        settings.accent = "blue"
        #expect(host.renderFrame().evaluatedNodes == ["MixedView"])
        counter.count = 2
        settings.accent = "green"
        counter.count = 3
        #expect(host.renderFrame().evaluatedNodes == ["MixedView"])
        #expect(host.buffer.lines[0] == "3 green")
        #expect(host.renderFrame().evaluatedNodes == [])
    }

    @Test func runsForOtherReasonsLeaveNoTrackingBehind() throws {
        let counter = Counter()
        let settings = Settings()
        let host = ViewHost(MixedView(counter: counter, settings: settings), width: 20, height: 2)
        host.renderFrame()
        for index in 0..<50 {
            settings.accent = "accent \(index)"
            #expect(host.renderFrame().evaluatedNodes == ["MixedView"])
        }
        let node = try #require(host.liveNodes.compactMap { $0 as? ComposedNode }.first)
        let before = node.observation.handlerCalls.load(ordering: .relaxed)
        counter.count = 1
        // The tracking of the last run hears the change, and the first run's, which Observation
        // cannot cancel (it drops it as stale); the 49 in between were cancelled.
        #expect(node.observation.handlerCalls.load(ordering: .relaxed) == before + 2)
        #expect(host.renderFrame().evaluatedNodes == ["MixedView"])
    }

    @Test func aRemovedViewHearsNothingMore() throws {
        struct Toggled: View {
            let counter: Counter
            let settings: Settings
            var body: some View {
                if settings.accent == "red" { CountView(counter: counter) }
            }
        }
        let counter = Counter()
        let settings = Settings()
        let host = ViewHost(Toggled(counter: counter, settings: settings), width: 20, height: 2)
        host.renderFrame()
        counter.count = 1
        host.renderFrame()
        let node = try #require(host.liveNodes.compactMap { $0 as? ComposedNode }.first { $0.viewType == "CountView" })
        settings.accent = "blue"
        #expect(host.renderFrame().evaluatedNodes == ["Toggled"])
        let before = node.observation.handlerCalls.load(ordering: .relaxed)
        counter.count = 2
        #expect(node.observation.handlerCalls.load(ordering: .relaxed) == before)
        #expect(!host.needsFrame)
    }

    @Test func inlineListRowsRunAloneWhenTheirModelChanges() {
        let entries = (0..<100).map { Entry(id: $0, title: "entry \($0)") }
        struct Rows: View {
            let entries: [Entry]
            var body: some View {
                List(entries) { Text($0.title) }
            }
        }
        let host = ViewHost(Rows(entries: entries), width: 20, height: 5)
        host.renderFrame()
        entries[2].title = "renamed"
        let frame = host.renderFrame()
        #expect(frame.evaluations.map(\.viewType).allSatisfy { $0 == "List row" })
        #expect(frame.evaluations.allSatisfy { $0.cause.description.hasPrefix("Observation") })
        #expect(host.buffer.lines[2] == "renamed")
        entries[50].title = "not shown"
        #expect(!host.needsFrame)
    }

    @Test func aChangeFromAnotherThreadAsksForAFrameAndShows() async {
        let counter = Counter()
        let host = ViewHost(PairView(counter: counter), width: 20, height: 4)
        host.renderFrame()
        counter.count = 1
        host.renderFrame()
        let requested = DispatchSemaphore(value: 0)
        host.setFrameRequestHandler { requested.signal() }
        let box = SendableBox(counter)
        await withCheckedContinuation { continuation in
            DispatchQueue(label: "writer").async {
                box.value.count = 7
                continuation.resume()
            }
        }
        #expect(requested.wait(timeout: .now() + 10) == .success)
        #expect(host.renderFrame().evaluatedNodes == ["CountView"])
        #expect(host.buffer.lines[1] == "count 7")
    }
}
