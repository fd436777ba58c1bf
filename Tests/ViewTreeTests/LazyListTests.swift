import Testing

@testable import ViewTree

/// The lazy list touches only what it shows.
@Suite struct LazyListTests {
    @Test func aMillionItemsEvaluateOnlyTheVisibleRowsAndAToggleRunsOne() {
        let list = TodoList(titles: (0..<1_000_000).map { "item \($0)" })
        let host = ViewHost(LazyTodoListView(list: list), width: 80, height: 24)
        let first = host.renderFrame()
        #expect(first.evaluatedNodes.count == 1 + 24)
        #expect(host.nodeCount == 2 + 24)
        #expect(host.buffer.lines[23] == "[ ] item 23")

        list.items[10].isDone = true
        let toggle = host.renderFrame()
        #expect(toggle.evaluatedNodes == ["TodoItemView#item 10"])
        #expect(toggle.damage == CellRect(x: 1, y: 10, width: 1, height: 1))
    }

    @Test func movingTheSelectionPastTheEndScrollsWithoutRunningTheListBody() {
        let list = TodoList(titles: (0..<1_000_000).map { "item \($0)" })
        list.selection = 0
        let host = ViewHost(LazyTodoListView(list: list), width: 80, height: 24)
        host.renderFrame()

        list.selection = 24
        let scroll = host.renderFrame()
        #expect(!scroll.evaluatedNodes.contains("LazyTodoListView"))
        #expect(Set(scroll.evaluatedNodes) == ["TodoItemView#item 0", "TodoItemView#item 24"])
        #expect(host.buffer.lines[0] == "[ ] item 1")
        #expect(host.buffer.lines[23] == "[ ] item 24")

        list.selection = 999_999
        host.renderFrame()
        #expect(host.buffer.lines[23] == "[ ] item 999999")
        #expect(host.buffer[0, 23].style.reverse)
        #expect(host.nodeCount == 2 + 24)
    }
}
