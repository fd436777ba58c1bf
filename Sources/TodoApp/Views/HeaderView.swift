import ViewTree

/// The app's name, the filter and sort, and the done count.
struct HeaderView: View {
    let list: TodoList
    let state: AppState

    var body: some View {
        HStack(spacing: 1) {
            Text("todo-tui").bold()
            QueryView(state: state)
            Spacer()
            DoneCountView(list: list)
        }
    }
}
