import Testing
import TrackingCore
import ViewTree

/// The example of the "How updates stay exact" article, as the article writes it (in a
/// namespace of its own, since the other tests have a TodoList too), and what it says it does.
@Suite @MainActor struct ArticleExampleTests {
    enum Article {
        @Trackable final class TodoItem: Identifiable, TrackingLabeled {
            let id: Int
            var title: String
            var isDone = false
            init(id: Int, title: String) { self.id = id; self.title = title }
            var trackingLabel: String { title }
        }

        @Trackable final class TodoList {
            var items: [TodoItem] = []
        }

        struct TodoListView: View {
            let list: TodoList
            var body: some View {
                List(list.items) { item in TodoItemView(item: item) }
            }
        }

        struct TodoItemView: View {
            let item: TodoItem
            var body: some View {
                HStack {
                    Text(item.isDone ? "[x]" : "[ ]")
                    Text(item.title)
                    Spacer()
                }
            }
        }
    }

    @Test func aToggleRunsTheOneRowThatReadIt() {
        let list = Article.TodoList()
        list.items = ["aaa", "bbb", "ccc"].enumerated().map { Article.TodoItem(id: $0, title: $1) }
        let host = ViewHost(Article.TodoListView(list: list), width: 80, height: 24)
        let first = host.renderFrame()
        #expect(first.evaluatedNodes == ["TodoListView", "TodoItemView#aaa", "TodoItemView#bbb", "TodoItemView#ccc"])
        list.items[0].isDone.toggle()
        let frame = host.renderFrame()
        #expect(frame.evaluatedNodes == ["TodoItemView#aaa"])
        #expect(frame.evaluations.first?.cause.description == "TodoItem(aaa).isDone")
        #expect(host.buffer.lines.prefix(3) == ["[x] aaa", "[ ] bbb", "[ ] ccc"])
    }

    @Test func withValuesRecordedTheCauseSaysFromWhatToWhat() {
        let list = Article.TodoList()
        list.items = [Article.TodoItem(id: 0, title: "aaa")]
        let host = ViewHost(Article.TodoListView(list: list), width: 80, height: 24)
        host.recordsValues = true
        host.renderFrame()
        list.items[0].isDone = true
        #expect(host.renderFrame().evaluations.first?.cause.description == "TodoItem(aaa).isDone false → true")
    }
}
