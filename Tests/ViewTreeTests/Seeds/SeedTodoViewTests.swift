import Testing
import TrackingCore

@testable import ViewTree

/// Seed 002's claims for the Observation version, in our views: which bodies run for each
/// change. The Combine version's claims are in ObservableObjectTests.
@Suite @MainActor struct SeedTodoViewTests {
    @Test func firstFrameEvaluatesTheListAndEveryRow() {
        let list = TodoList.seed()
        let host = ViewHost(TodoListView(list: list), width: 20, height: 10)
        let frame = host.renderFrame()
        #expect(
            frame.evaluatedNodes == ["TodoListView"] + list.items.map { "TodoItemView#\($0.title)" })
        #expect(
            host.buffer.lines.prefix(8) == [
                "[ ] aaa", "[ ] bbb", "[ ] ccc", "[ ] ddd", "[ ] eee", "[ ] fff", "[ ] ggg", "",
            ])
    }

    @Test func togglingOneItemInFineModeRunsOnlyItsRow() {
        let list = TodoList.seed()
        let host = ViewHost(TodoListView(list: list), width: 20, height: 10)
        host.renderFrame()
        list.items[0].isDone.toggle()
        let frame = host.renderFrame()
        #expect(frame.evaluatedNodes == ["TodoItemView#aaa"])
        #expect(frame.evaluations.first?.cause.description == "TodoItem(aaa).isDone")
        #expect(host.buffer.lines[0] == "[x] aaa")
        #expect(frame.damage == CellRect(x: 1, y: 0, width: 1, height: 1))
    }

    @Test func appendingAnItemRunsTheListAndTheNewRowOnly() {
        let list = TodoList.seed()
        let host = ViewHost(TodoListView(list: list), width: 20, height: 10)
        host.renderFrame()
        list.items.append(list.makeItem("hhh"))
        let frame = host.renderFrame()
        #expect(frame.evaluatedNodes == ["TodoListView", "TodoItemView#hhh"])
        #expect(host.buffer.lines[7] == "[ ] hhh")
    }

    @Test func movingTheSelectionRunsTheTwoRowsInvolved() {
        let list = TodoList.seed()
        list.selection = 2
        let host = ViewHost(TodoListView(list: list), width: 20, height: 10)
        host.renderFrame()
        list.selection = 3
        let frame = host.renderFrame()
        #expect(Set(frame.evaluatedNodes) == ["TodoItemView#ccc", "TodoItemView#ddd"])
        #expect(frame.evaluatedNodes.count == 2)
        #expect(host.buffer[0, 3].style.reverse)
        #expect(!host.buffer[0, 2].style.reverse)
    }
}
