import ViewTree

/// The items the query shows, as a lazy list that keeps the selected row in view. It has the
/// focus on the list page and owns its keys: it moves the selection, acts on the selected
/// row, and takes the filter's typing.
struct TodoListView: View {
    let list: TodoList
    let query: ItemQuery
    let actions: TodoActions

    var body: some View {
        Self.rows(of: list, query: query, actions: actions) { item in TodoItemView(item: item, list: list) }
    }

    /// The list's content with `row` for each item, and its keys; shared with the
    /// ObservableObject-style list.
    static func rows<Row: View>(
        of list: TodoList, query: ItemQuery, actions: TodoActions, row: @escaping (TodoItem) -> Row
    ) -> some View {
        content(of: list, query: query, row: row)
            .focusable()
            .prefersDefaultFocus()
            .onKeyPress { press in
                switch actions.state.page {
                case .filtering: filterKey(press, actions)
                case .command: commandKey(press, actions)
                default: listKey(press, actions)
                }
            }
    }

    @ViewBuilder
    private static func content<Row: View>(of list: TodoList, query: ItemQuery, row: @escaping (TodoItem) -> Row)
        -> some View
    {
        let shown = query.apply(to: list)
        if list.items.isEmpty {
            Text("No items. Press a to add one.")
        } else if shown.isEmpty, query.filter.isEmpty {
            Text("Every task waits for its t: date. t shows them.")
        } else if shown.isEmpty {
            Text("No items match \"\(query.filter)\". Esc clears the filter.")
        } else if query.isIdentity(on: list) {
            List(shown, scrollTarget: { list.selection }, rowContent: row)
        } else {
            List(
                shown, scrollTarget: { list.selectedItem.flatMap { selected in shown.firstIndex(of: selected) } },
                rowContent: row)
        }
    }

    /// The list page's keys (the help page lists them); those of an item go to its row.
    /// The sidebar passes on the keys it does not use.
    static func listKey(_ press: KeyPress, _ actions: TodoActions) -> KeyPress.Result {
        if TodoItemView.handle(press, for: actions.shownSelection, actions) == .handled { return .handled }
        switch press.key.key {
        case .up, .character("k"): actions.moveSelection(by: -1)
        case .down, .character("j"): actions.moveSelection(by: 1)
        case .pageUp: actions.movePage(by: -1)
        case .pageDown: actions.movePage(by: 1)
        case .home: actions.moveSelection(by: -actions.list.items.count)
        case .end: actions.moveSelection(by: actions.list.items.count)
        case .character("a"): actions.add()
        case .character("u"): actions.undo()
        case .control("r"): actions.redo()
        case .character("r"): actions.reload()
        case .character("w"): actions.overwrite()
        case .character("/"): actions.state.page = .filtering
        case .character(":"): actions.state.page = .command
        case .character("s"): actions.cycleSort()
        case .character("t"): actions.toggleFutureTasks()
        case .character("f"): actions.toggleSidebar()
        case .escape: actions.clearFilter()
        case .character("?"): actions.state.page = .help
        case .mouse(let event) where event.kind == .wheelUp || event.kind == .wheelDown:
            actions.moveSelection(by: event.kind == .wheelUp ? -1 : 1)
        default: return .ignored
        }
        return .handled
    }

    /// While a command is typed: Enter runs it, Tab completes its name, Up and Down recall
    /// the ones run before, Esc (or Backspace on an empty line) leaves the line.
    private static func commandKey(_ press: KeyPress, _ actions: TodoActions) -> KeyPress.Result {
        let state = actions.state
        switch press.key.key {
        case .enter:
            let text = state.command
            state.command = ""
            actions.runCommand(text)
        case .escape:
            state.command = ""
            state.page = .list
        case .backspace where state.command.isEmpty: state.page = .list
        case .backspace: state.command.removeLast()
        case .tab: state.command = TodoCommandLine.complete(state.command)
        case .up: state.command = actions.commandLine.older() ?? state.command
        case .down: state.command = actions.commandLine.newer()
        case .character("?") where state.command.isEmpty: state.page = .help
        case .character(let character): state.command.append(character)
        default: return .ignored
        }
        return .handled
    }

    /// While the filter is typed: characters go into it, Enter keeps it, Esc clears it, the
    /// arrows still move the selection.
    private static func filterKey(_ press: KeyPress, _ actions: TodoActions) -> KeyPress.Result {
        switch press.key.key {
        case .enter: actions.state.page = .list
        case .escape: actions.clearFilter()
        case .backspace: actions.eraseFilterCharacter()
        case .up: actions.moveSelection(by: -1)
        case .down: actions.moveSelection(by: 1)
        case .character(let character): actions.typeInFilter(character)
        default: return .ignored
        }
        return .handled
    }
}
