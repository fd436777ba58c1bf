import ViewTree

/// The app's views written as a SwiftUI developer writes them with `ObservableObject`
/// models: each view that shows a model holds it with `@ObservedObject`. They draw what the
/// fine views draw (they share their content) and carry the same names, so the status bar
/// compares like with like: a toggle runs the list and every row here, one row there.
enum ObservableObjectViews {
    struct AppView: View {
        @ObservedObject var state: AppState
        let list: TodoList
        let actions: TodoActions

        init(actions: TodoActions) {
            state = actions.state
            list = actions.list
            self.actions = actions
        }

        var body: some View {
            VStack(alignment: .leading) {
                HeaderView(list: list, state: state)
                switch state.page {
                case .list, .filtering, .command:
                    TodoApp.AppView.listPage(
                        state: state, list: list,
                        sidebar: { [list, actions] in TokenSidebar(list: list, counts: $0, actions: actions) },
                        rows: { [list, state, actions] in
                            TodoListView(list: list, query: state.query, actions: actions)
                        })
                case .item(let item):
                    ItemPage(item: item, actions: actions)
                case .help:
                    HelpView(actions: actions)
                case .merge(let review):
                    MergePage(review: review, actions: actions)
                }
            }
            .onKeyPress(keys: TodoApp.AppView.quitKeys) { [actions] _ in TodoApp.AppView.quit(actions) }
        }
    }

    struct HeaderView: View {
        let list: TodoList
        let state: AppState

        var body: some View {
            HStack(spacing: 1) {
                Text("todo-tui").bold()
                QueryView(state: state)
                Spacer()
                // The tracked view: the count is not part of the comparison between the modes,
                // so a toggle here runs what it ran before.
                TodoApp.HiddenCountView(list: list, state: state)
                DoneCountView(list: list)
            }
        }
    }

    struct QueryView: View {
        @ObservedObject var state: AppState

        var body: some View { TodoApp.QueryView.content(state) }
    }

    struct DoneCountView: View {
        @ObservedObject var list: TodoList

        var body: some View {
            Text("\(list.doneCount)/\(list.items.count) done")
        }
    }

    struct TodoListView: View {
        @ObservedObject var list: TodoList
        let query: ItemQuery
        let actions: TodoActions

        var body: some View {
            TodoApp.TodoListView.rows(of: list, query: query, actions: actions) { [list] item in
                TodoItemView(item: item, list: list)
            }
        }
    }

    /// No derived value here: the row asks the list itself, as an `ObservableObject` row would.
    struct TodoItemView: View {
        @ObservedObject var item: TodoItem
        let list: TodoList

        var body: some View {
            TodoApp.TodoItemView.row(item, of: list, isSelected: list.isSelected(item))
        }
    }

    struct ItemPage: View {
        @ObservedObject var item: TodoItem
        let actions: TodoActions

        var body: some View {
            TodoApp.ItemPage.content(item, title: $item.title, actions: actions)
        }
    }

    /// The sidebar as an `ObservableObject` app writes it: it and each row observe the list,
    /// so any change to a task runs every count shown.
    struct TokenSidebar: View {
        @ObservedObject var list: TodoList
        let counts: TokenCounts
        let actions: TodoActions

        var body: some View {
            TodoApp.TokenSidebar.content(counts: counts, actions: actions) { [list] in
                TokenRow(list: list, count: $0)
            }
        }
    }

    struct TokenRow: View {
        @ObservedObject var list: TodoList
        let count: TokenCount

        var body: some View { TodoApp.TokenRow.content(count) }
    }
}
