import ViewTree

/// "3/7 done": the one small view besides a row that a toggle runs.
struct DoneCountView: View {
    let list: TodoList

    var body: some View {
        Text("\(list.doneCount)/\(list.items.count) done")
    }
}
