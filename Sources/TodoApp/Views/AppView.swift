import ViewTree

/// The whole view tree: a header, then the list, an item or the help.
public struct AppView: View {
    let list: TodoList
    let state: AppState

    /// The screens over `list`, showing what `state` says.
    public init(list: TodoList, state: AppState) {
        self.list = list
        self.state = state
    }

    /// The header, then the screen `state` selects.
    public var body: some View {
        VStack {
            HeaderView(list: list, state: state)
            switch state.screen {
            case .list, .filtering:
                TodoListView(list: list, query: state.query)
            case .item(let item):
                ItemScreen(item: item, state: state)
            case .help:
                HelpView()
            }
        }
    }
}
