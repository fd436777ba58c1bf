import Testing

@testable import ViewTree

/// The lazy list touches only what it shows.
@Suite @MainActor struct LazyListTests {
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

    /// A move of the scroll target that the window already shows lays no row out again (inline
    /// rows, which run with every layout of the window, do not run); past the window's end it
    /// scrolls, and the window's rows are laid out.
    @Test func aScrollTargetTheWindowShowsLaysNoRowOutAgain() {
        let list = TodoList(titles: (0..<1_000_000).map { "item \($0)" })
        list.selection = 3
        let host = ViewHost(TargetedInlineRowList(list: list), width: 20, height: 5)
        host.renderFrame()
        list.selection = 4
        #expect(host.renderFrame().evaluations.isEmpty)
        list.selection = 5
        let scroll = host.renderFrame()
        // The window's rows, and the row at the old offset that the walk touched.
        #expect(Set(scroll.evaluatedNodes) == Set((0...5).map { "List row#item \($0)" }))
        #expect(host.buffer.lines == ["item 1", "item 2", "item 3", "item 4", "item 5"])
        list.selection = 1
        #expect(host.renderFrame().evaluations.isEmpty, "back within the window")
    }

    /// A row the list gives its width to, whose ideal width changed (a longer title), is drawn
    /// alone: the list places rows by their size, so its window is not laid out again (the
    /// inline first row, run with every layout of the window, does not run).
    @Test func aRowWhoseIdealWidthChangedIsDrawnAlone() {
        let list = TodoList(titles: (0..<100).map { "item \($0)" })
        let host = ViewHost(MixedRowList(list: list), width: 30, height: 5)
        host.renderFrame()
        list.items[2].title = "item 2, longer now"
        let change = host.renderFrame()
        #expect(change.evaluatedNodes == ["FillingRow#item 2, longer now"])
        #expect(host.buffer.lines[2] == "item 2, longer now")
    }

    @Test func inlineRowsAreReportedWithTheirCause() {
        let list = TodoList(titles: ["aaa", "bbb", "ccc"])
        let host = ViewHost(InlineRowList(list: list), width: 20, height: 5)
        let first = host.renderFrame()
        #expect(
            first.evaluations.map(\.description).suffix(3) == [
                "frame 1  List row#aaa  cause: first appearance", "frame 1  List row#bbb  cause: first appearance",
                "frame 1  List row#ccc  cause: first appearance",
            ])
        list.items[1].title = "BBB"
        let rename = host.renderFrame()
        #expect(rename.evaluations.map(\.identity) == ["List row#aaa", "List row#BBB", "List row#ccc"])
        #expect(rename.evaluations.allSatisfy { $0.cause.description == "TodoItem(BBB).title" })
        #expect(host.buffer.lines.prefix(3) == ["aaa", "BBB", "ccc"])
        #expect(host.counters.total == first.evaluations.count + 3)
    }
}

/// A lazy list whose rows are given inline, with no view type of their own.
struct InlineRowList: View {
    let list: TodoList

    var body: some View {
        List(list.items) { Text($0.title) }
    }
}

/// Inline rows in a lazy list that keeps the selection in view.
struct TargetedInlineRowList: View {
    let list: TodoList

    var body: some View {
        List(list.items, scrollTarget: { list.selection }) { Text($0.title) }
    }
}

/// A lazy list whose first row is inline and the others views that fill the row.
struct MixedRowList: View {
    let list: TodoList

    var body: some View {
        List(list.items) { item in
            if item.id == 0 { Text("inline") } else { FillingRow(item: item) }
        }
    }
}

/// A row as wide as the list, whatever its title.
struct FillingRow: View {
    let item: TodoItem

    var body: some View {
        Text(item.title).frame(maxWidth: .infinity, alignment: .leading)
    }
}
