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

    /// The row's content, shared with the ObservableObject-style row. A click selects it.
    static func row(_ item: TodoItem, of list: TodoList, isSelected: Bool) -> some View {
        content(item, isSelected: isSelected)
            .onKeyPress { press in
                guard case .mouse(let event) = press.key.key, event.kind == .click else { return .ignored }
                list.select(item)
                return .handled
            }
    }

    @ViewBuilder
    private static func content(_ item: TodoItem, isSelected: Bool) -> some View {
        HStack(spacing: 1) {
            Text(item.isDone ? "[x]" : "[ ]")
            if let priority = item.priority {
                Text("(\(priority))").bold().foregroundColor(.yellow)
            }
            if item.title.isEmpty {
                Text("(untitled)").reverse(isSelected)
            } else {
                TitleText(title: item.title).reverse(isSelected)
            }
            Spacer()
        }
    }
}
