import ViewTree

/// One row: `[x] (A) title`, the title reversed when selected. Selection is a derived value, so
/// moving it runs the two rows whose answer changed. The check box keeps the plain style, so
/// toggling writes one character with no attribute change: a few bytes on the terminal.
struct TodoItemView: View {
    let item: TodoItem
    let list: TodoList

    var body: some View {
        Self.row(item, of: list, isSelected: derived { list.isSelected(item) })
    }

    /// What a key does to the row's item: toggle, priority, open, delete. The list gives its
    /// selected row's keys here (nil when no row is selected): its rows are made only for
    /// what shows, and keys may come faster than frames (a paste), so the list, which always
    /// knows its selection, passes them on.
    static func handle(_ press: KeyPress, for item: TodoItem?, _ actions: TodoActions) -> KeyPress.Result {
        let (act, withoutItem): ((TodoItem) -> Void, String)
        switch press.key.key {
        case .character(" "): (act, withoutItem) = (actions.toggle, "nothing to toggle")
        case .character("p"): (act, withoutItem) = (actions.cyclePriority, "nothing selected")
        case .character(let letter) where ("A"..."Z").contains(letter):
            (act, withoutItem) = ({ actions.setPriority(of: $0, to: letter) }, "nothing selected")
        case .enter, .character("e"): (act, withoutItem) = (actions.open, "nothing to open; a adds an item")
        case .character("d"): (act, withoutItem) = (actions.delete, "nothing to delete")
        default: return .ignored
        }
        if let item { act(item) } else { actions.notify(withoutItem) }
        return .handled
    }

    /// The row's content, shared with the ObservableObject-style row. A click selects it.
    static func row(_ item: TodoItem, of list: TodoList, isSelected: Bool) -> some View {
        content(item, day: list.day, isSelected: isSelected)
            .onKeyPress { press in
                guard case .mouse(let event) = press.key.key, event.kind == .click else { return .ignored }
                list.select(item)
                return .handled
            }
    }

    @ViewBuilder
    private static func content(_ item: TodoItem, day: DayClock, isSelected: Bool) -> some View {
        HStack(spacing: 1) {
            Text(item.isDone ? "[x]" : "[ ]")
            if let priority = item.priority {
                Text("(\(priority))").bold().foregroundColor(Color(priorityColor(priority)))
            }
            // A done task is faint, as todo.sh greys it; the title's own colours stay (and
            // the title's body does not run for it: only its style changes), but a due date
            // is no longer late: a title with one is told, and its text changes.
            Group {
                if item.title.isEmpty {
                    Text("(untitled)").reverse(isSelected)
                } else {
                    TitleText(title: item.title, day: day, isDone: item.isDone && item.title.contains("due:"))
                        .reverse(isSelected)
                }
            }
            .opacity(item.isDone ? 0.4 : 1)
            Spacer()
        }
        // One line an item, however long its title: the list shows as many items as rows.
        .lineLimit(1)
    }

    /// todo.sh's default colours: (A) yellow, (B) green, (C) light blue, the others plain.
    static func priorityColor(_ priority: Priority) -> TerminalColor {
        switch priority {
        case .a: .yellow
        case .b: .green
        case .c: .brightBlue
        default: .default
        }
    }
}
