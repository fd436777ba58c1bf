import TestSupport
import Testing

@testable import ViewTree

/// Evaluation events: causes, counters and frame subscribers.
@Suite @MainActor struct EventTests {
    @Test func causesNameWhatChanged() {
        let list = TodoList.seed()
        list.selection = 0
        let host = ViewHost(TodoListView(list: list), width: 20, height: 10)
        let first = host.renderFrame()
        #expect(first.evaluations.allSatisfy { $0.cause.description == "first appearance" && $0.frame == 1 })

        list.items[1].title = "BBB"
        #expect(
            host.renderFrame().evaluations.map(\.description) == [
                "frame 2  TodoItemView#BBB  cause: TodoItem(BBB).title"
            ])

        list.selection = 1
        let moved = host.renderFrame().evaluations.map(\.cause.description)
        #expect(moved == ["derived value from TodoList.selection", "derived value from TodoList.selection"])
    }

    @Test func causesCarryValuesWhenTheHostRecordsThem() {
        let list = TodoList.seed()
        list.selection = 0
        let host = ViewHost(TodoListView(list: list), width: 20, height: 10)
        host.recordsValues = true
        host.renderFrame()
        list.items[2].isDone = true
        #expect(host.renderFrame().evaluations.map(\.cause.description) == ["TodoItem(ccc).isDone false → true"])
        list.selection = 1
        #expect(
            host.renderFrame().evaluations.map(\.cause.description) == [
                "derived value from TodoList.selection 0 → 1", "derived value from TodoList.selection 0 → 1",
            ])
    }

    @Test func anInspectionTellsRunsCausesReadsAndOtherReaders() throws {
        let list = TodoList.seed()
        list.selection = 0
        let host = ViewHost(TodoListView(list: list), width: 20, height: 10)
        host.recordsValues = true
        host.renderFrame()
        for _ in 0..<6 {
            list.items[0].isDone.toggle()
            host.renderFrame()
        }
        let inspection = try #require(host.inspection(of: "TodoItemView#aaa"))
        #expect(inspection.runs == 7)
        #expect(inspection.recentRuns.count == 5)
        #expect(inspection.recentRuns.last?.cause.description == "TodoItem(aaa).isDone true → false")
        #expect(
            inspection.reads.map(\.description).sorted() == [
                "TodoItem(aaa).isDone = false", "TodoItem(aaa).title = \"aaa\"",
            ])
        #expect(inspection.derivedReads.map(\.property).contains("selection"))
        let title = try #require(inspection.reads.first { $0.property == "title" })
        #expect(host.readers(of: title) == ["TodoItemView#aaa"])
        let items = try #require(host.inspection(of: "TodoListView")?.reads.first { $0.property == "items" })
        #expect(host.readers(of: items) == ["TodoListView"])
        #expect(host.inspection(of: "TodoItemView#zzz") == nil)
    }

    @Test func countersAddUpByTypeAndNodeAndReset() {
        let list = TodoList.seed()
        let host = ViewHost(TodoListView(list: list), width: 20, height: 10)
        var reports: [Int] = []
        host.onFrame { reports.append($0.evaluations.count) }
        host.renderFrame()
        list.items[0].isDone = true
        host.renderFrame()
        list.items[0].isDone = false
        host.renderFrame()
        #expect(reports == [8, 1, 1])
        #expect(host.counters.total == 10)
        #expect(host.counters.byViewType == ["TodoListView": 1, "TodoItemView": 9])
        #expect(host.counters.byNode["TodoItemView#aaa"] == 3)
        host.resetCounters()
        #expect(host.counters.total == 0)
    }

    /// The status line's totals, kept in order as they are counted, against sorting them.
    @Test func theRankingOfViewTypesIsTheirCountsSortedMostFirstTiesByName() {
        let types = ["Row", "List", "Header", "Badge", "Title", "A", "Zed"]
        for seed in 0..<UInt64(300) {
            var random = SeededRandom(seed: seed)
            var counters = EvaluationCounters()
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                counters.count(
                    (0..<Int.random(in: 0...12, using: &random)).map { _ in
                        let type = types.randomElement(using: &random)!
                        return EvaluationEvent(
                            frame: 1, viewType: type, identity: type, cause: .relayout, duration: .zero)
                    })
                let sorted = counters.byViewType.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
                #expect(counters.ranking.map(\.viewType) == sorted.map(\.key), "seed \(seed)")
                #expect(counters.ranking.map(\.runs) == sorted.map(\.value), "seed \(seed)")
            }
        }
    }

    @Test func aFrameWithNoChangesRunsNothingAndDrawsNothing() {
        let host = ViewHost(TodoListView(list: TodoList.seed()), width: 20, height: 10)
        host.renderFrame()
        #expect(!host.needsFrame)
        let idle = host.renderFrame()
        #expect(idle.evaluations.isEmpty)
        #expect(idle.damage == nil)
    }

    /// Siblings of one type without ids each have an identity of their own, so focus, counts
    /// and inspections name one of them, not all three.
    @Test func siblingsOfOneTypeAreToldApart() {
        struct ThreeButtons: View {
            var body: some View {
                VStack(alignment: .leading) {
                    Button("one") {}
                    Button("two") {}
                    Button("three") {}
                }
            }
        }
        let host = ViewHost(ThreeButtons(), width: 20, height: 3)
        host.renderFrame()
        #expect(Set(host.nodeRegions.map(\.identity)).isSuperset(of: ["Button", "Button[2]", "Button[3]"]))
        host.send(.tab)
        host.send(.tab)
        host.renderFrame()
        #expect(host.focusedIdentity == "Button[2]")
        #expect(host.counters.byNode["Button[2]"] == 2, "its first run and taking the focus")
        #expect(host.counters.byNode["Button[3]"] == 1)
        #expect(host.focus("Button[3]"))
        #expect(host.inspection(of: "Button[3]")?.runs == 1)
    }
}
