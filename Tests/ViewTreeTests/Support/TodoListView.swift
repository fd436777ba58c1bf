import ViewTree

/// Seed 002's list: one row per item.
struct TodoListView: View {
    let list: TodoList

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(list.items) { item in
                TodoItemView(item: item, list: list)
            }
        }
    }
}
