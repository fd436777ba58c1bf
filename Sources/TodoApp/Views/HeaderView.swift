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

/// "3/7 done": the one small view besides a row that a toggle runs.
struct DoneCountView: View {
    let list: TodoList

    var body: some View {
        Text("\(list.doneCount)/\(list.items.count) done")
    }
}
