import ViewTree

/// "3/7 done": the one small view besides a row that a toggle runs.
struct DoneCountView: View {
    let list: TodoList

    var body: some View {
        let done = list.items.reduce(0) { $0 + ($1.isDone ? 1 : 0) }
        Text("\(done)/\(list.items.count) done")
    }
}
