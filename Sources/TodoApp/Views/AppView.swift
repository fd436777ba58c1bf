import ViewTree

/// The whole view tree: a header, then the list, an item or the help. Each page handles its
/// own keys; what none of them uses comes here: `q` and Ctrl-C quit.
public struct AppView: View {
    let list: TodoList
    let state: AppState
    let actions: TodoActions

    /// The views over the models `actions` works on.
    public init(actions: TodoActions) {
        list = actions.list
        state = actions.state
        self.actions = actions
    }

    /// The header, then the page `state` selects.
    public var body: some View {
        VStack(alignment: .leading) {
            HeaderView(list: list, state: state)
            switch state.page {
            case .list, .filtering, .command:
                Self.listPage(
                    state: state, list: list,
                    sidebar: { [actions] in TokenSidebar(counts: $0, actions: actions) },
                    rows: { [list, state, actions] in TodoListView(list: list, query: state.query, actions: actions) })
            case .item(let item):
                ItemPage(item: item, actions: actions)
            case .help:
                HelpView(actions: actions)
            case .merge(let review):
                MergePage(review: review, actions: actions)
            }
        }
        .onKeyPress(keys: Self.quitKeys) { _ in Self.quit(actions) }
    }

    /// The list page: the `rows`, with the `sidebar` beside them when it is shown and the
    /// screen is wide enough. Both modes lay their page out so.
    @ViewBuilder
    static func listPage<Sidebar: View, Rows: View>(
        state: AppState, list: TodoList, sidebar: @escaping (TokenCounts) -> Sidebar, rows: @escaping () -> Rows
    ) -> some View {
        if state.showsSidebar, let counts = list.tokenCounts {
            GeometryReader { proxy in
                if proxy.size.width >= Self.sidebarMinimumWidth {
                    HStack(spacing: 0) {
                        sidebar(counts).frame(width: 24)
                        Divider()
                        rows()
                    }
                } else {
                    rows()
                }
            }
        } else {
            rows()
        }
    }

    /// The narrowest screen that shows the sidebar beside the list.
    static let sidebarMinimumWidth = 60.0

    /// The keys that end the run when the page did not use them.
    static let quitKeys: Set<KeyEquivalent> = ["q", KeyEquivalent(Key.control("c"))]

    /// Quits, unless changes could not be saved: then the first press asks.
    static func quit(_ actions: TodoActions) -> KeyPress.Result {
        actions.quit()
        return .handled
    }
}
