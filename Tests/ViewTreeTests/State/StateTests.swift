import Testing

@testable import ViewTree

/// @State lives in the node, survives re-creation of its view and re-runs only its view.
@Suite @MainActor struct StateTests {
    @Test func stateChangeRunsOnlyItsViewAndSurvivesAParentRun() throws {
        let list = TodoList(titles: ["aaa", "bbb"])
        let sinks = [0: BindingSink<Int>(), 1: BindingSink<Int>()]
        let host = ViewHost(TapCounterList(list: list, sinks: sinks), width: 20, height: 5)
        host.renderFrame()
        let taps = try #require(sinks[0]?.binding)
        taps.wrappedValue += 1
        let frame = host.renderFrame()
        #expect(frame.evaluatedNodes == ["TapCounterRow#aaa"])
        #expect(frame.evaluations.first?.cause.description == "@State taps")
        #expect(host.buffer.lines.prefix(2) == ["aaa 1", "bbb 0"])

        // The parent runs and makes new TapCounterRow values with fresh @State storage.
        list.items.append(list.makeItem("ccc"))
        let parentRun = host.renderFrame()
        #expect(parentRun.evaluatedNodes == ["TapCounterList", "TapCounterRow#ccc"])
        #expect(host.buffer.lines.prefix(3) == ["aaa 1", "bbb 0", "ccc 0"])

        // A row that the parent gives new inputs runs with its state kept.
        list.items[0].title = "AAA"
        host.renderFrame()
        try #require(sinks[0]?.binding).wrappedValue += 1
        host.renderFrame()
        #expect(host.buffer.lines[0] == "AAA 2")
    }

    @Test func stateAfterAnEnvironmentPropertyKeepsItsValueWhenThePrefixChanges() throws {
        // The state is the second dynamic property: the node keeps it by position.
        struct Counter: View {
            @Environment(\.accent) var accent
            @State var taps = 0
            let prefix: String
            let sink: BindingSink<Int>
            var body: some View {
                let _ = sink.keep($taps)
                Text("\(prefix) \(taps)")
            }
        }
        struct Parent: View {
            let settings: Settings
            let sink: BindingSink<Int>
            var body: some View { Counter(prefix: settings.accent, sink: sink) }
        }
        let settings = Settings()
        let sink = BindingSink<Int>()
        let host = ViewHost(Parent(settings: settings, sink: sink), width: 20, height: 2)
        host.renderFrame()
        try #require(sink.binding).wrappedValue = 5
        host.renderFrame()
        settings.accent = "blue"
        host.renderFrame()
        #expect(host.buffer.lines[0] == "blue 5")
    }

    @Test func aRemovedRowReleasesItsNodeAndItsItem() throws {
        let list = TodoList.seed()
        let host = ViewHost(TodoListView(list: list), width: 20, height: 10)
        host.renderFrame()
        weak let node = host.liveNodes.first { $0.identity == "TodoItemView#ccc" }
        weak let item = list.items[2]
        #expect(node != nil)
        list.items.remove(at: 2)
        let frame = host.renderFrame()
        #expect(frame.evaluatedNodes == ["TodoListView"])
        #expect(node == nil)
        #expect(item == nil)
        #expect(host.nodeCount == 7)
    }
}
