import ViewTree

/// Seed 002's row: a check box and the title; reversed when selected.
struct TodoItemView: View {
    let item: TodoItem
    let list: TodoList

    var body: some View {
        let isSelected = derived { list.isSelected(item) }
        HStack(spacing: 1) {
            Text(item.isDone ? "[x]" : "[ ]")
            Text(item.title)
            Spacer()
        }
        .reverse(isSelected)
    }
}
