import ViewTree

/// The items as a lazy list that keeps the selected row in view.
struct TodoListView: View {
    let list: TodoList

    var body: some View {
        if list.items.isEmpty {
            Text("No items. Press a to add one.")
        } else {
            List(list.items, scrollTarget: { list.selection }) { item in
                TodoItemView(item: item, list: list)
            }
        }
    }
}
