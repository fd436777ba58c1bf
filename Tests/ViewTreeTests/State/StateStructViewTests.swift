import Testing
import TrackingCore

@testable import ViewTree

/// Views over `@TrackableState` structs held by a store run as exactly as views over
/// `@Trackable` objects: one element's change runs the one row that read it.
@Suite @MainActor struct StateStructViewTests {
    @TrackableState struct Todo: Identifiable {
        let id: Int
        var title: String
        var isDone = false
    }

    @TrackableState struct ListState {
        var todos: [Todo] = ["aaa", "bbb", "ccc", "ddd"].enumerated().map { Todo(id: $0, title: $1) }
        var filter = ""
    }

    @Trackable final class Store {
        var state = ListState()
    }

    struct Rows: View {
        let store: Store
        var body: some View {
            VStack(alignment: .leading) {
                Text("filter: \(store.state.filter)")
                ForEach(store.state.todos.indices, id: \.self) { index in
                    Row(store: store, index: index)
                }
            }
        }
    }

    struct Row: View {
        let store: Store
        let index: Int
        var body: some View {
            let todo = store.state.todos[index]
            Text("\(todo.isDone ? "[x]" : "[ ]") \(todo.title)")
        }
    }

    @Test func togglingOneElementRunsOneRow() {
        let store = Store()
        let host = ViewHost(Rows(store: store), width: 20, height: 6)
        host.renderFrame()
        store.state.todos[2].isDone.toggle()
        let frame = host.renderFrame()
        #expect(frame.evaluatedNodes == ["Row#2"])
        #expect(frame.evaluations.map(\.cause.description) == ["Todo.isDone"])
        #expect(host.buffer.lines[3] == "[x] ccc")
    }

    @Test func addingAnElementRunsWhatReadTheArray() {
        // Rows read their element through the array (`todos[index]`), so they depend on it
        // as the list does; a change inside an element still runs only its row.
        let store = Store()
        let host = ViewHost(Rows(store: store), width: 20, height: 6)
        host.renderFrame()
        store.state.todos.append(Todo(id: 4, title: "eee"))
        #expect(host.renderFrame().evaluatedNodes == ["Rows"] + (0...4).map { "Row#\($0)" })
        store.state.filter = "e"
        #expect(host.renderFrame().evaluatedNodes == ["Rows"])
        #expect(host.buffer.lines[5] == "[ ] eee")
    }

    @Test func puttingBackASnapshotRunsTheRowsWhoseFieldsDiffer() {
        let store = Store()
        let host = ViewHost(Rows(store: store), width: 20, height: 6)
        host.renderFrame()
        let snapshot = store.state
        store.state.todos[1].title = "edited"
        store.state.todos[3].isDone = true
        host.renderFrame()
        store.state = snapshot
        #expect(Set(host.renderFrame().evaluatedNodes) == ["Row#1", "Row#3"])
        #expect(host.buffer.lines[2] == "[ ] bbb")
        #expect(host.buffer.lines[4] == "[ ] ddd")
    }
}
