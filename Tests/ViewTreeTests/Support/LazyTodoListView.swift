import ViewTree

/// The list as a lazy list that keeps the selection in view.
struct LazyTodoListView: View {
    let list: TodoList

    var body: some View {
        List(list.items, scrollTarget: { list.selection }) { item in
            TodoItemView(item: item, list: list)
        }
    }
}
