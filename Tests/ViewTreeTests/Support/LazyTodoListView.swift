import ViewTree

/// The list as a lazy list that keeps the selection in view.
struct LazyTodoListView: View {
    let list: TodoList

    var body: some View {
        List(list.items, scrollTarget: { list.selection }) { item in
            TodoItemView(item: item, list: list)
        }
        // One line a row, as the oracle's model draws them: a long title is cut, not wrapped.
        .lineLimit(1)
    }
}
