import ViewTree

/// The items the query shows, as a lazy list that keeps the selected row in view.
struct TodoListView: View {
    let list: TodoList
    let query: ItemQuery

    var body: some View {
        Self.rows(of: list, query: query) { item in TodoItemView(item: item, list: list) }
    }

    /// The list's content with `row` for each item, shared with the ObservableObject-style list.
    @ViewBuilder
    static func rows<Row: View>(of list: TodoList, query: ItemQuery, row: @escaping (TodoItem) -> Row) -> some View {
        let shown = query.apply(to: list)
        if list.items.isEmpty {
            Text("No items. Press a to add one.")
        } else if shown.isEmpty {
            Text("No items match \"\(query.filter)\". Esc clears the filter.")
        } else if query.isIdentity {
            List(shown, scrollTarget: { list.selection }, rowContent: row)
        } else {
            List(
                shown, scrollTarget: { list.selectedItem.flatMap { selected in shown.firstIndex { $0 === selected } } },
                rowContent: row)
        }
    }
}
