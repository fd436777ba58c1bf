import ViewTree

/// One row: `[x] title`, reversed when selected. Selection is a derived value, so moving it
/// runs the two rows whose answer changed.
struct TodoItemView: View {
    let item: TodoItem
    let list: TodoList

    var body: some View {
        let isSelected = derived { list.isSelected(item) }
        HStack(spacing: 1) {
            Text(item.isDone ? "[x]" : "[ ]")
            Text(item.title.isEmpty ? "(untitled)" : item.title)
            Spacer()
        }
        .reverse(isSelected)
    }
}
