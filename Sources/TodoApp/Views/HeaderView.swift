import ViewTree

/// The app's name and the done count.
struct HeaderView: View {
    let list: TodoList

    var body: some View {
        HStack {
            Text("todo-tui").bold()
            Spacer()
            DoneCountView(list: list)
        }
    }
}
