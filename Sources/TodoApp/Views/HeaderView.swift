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
            HiddenCountView(list: list, state: state)
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

/// "2 hidden": the tasks waiting for their threshold day, while they are hidden (`t` shows
/// them); nothing otherwise.
struct HiddenCountView: View {
    let list: TodoList
    let state: AppState

    var body: some View {
        let count = list.hiddenIDs.count
        if count > 0, !state.query.showsFutureTasks {
            Text("\(count) hidden").foregroundColor(.brightBlack)
        }
    }
}
