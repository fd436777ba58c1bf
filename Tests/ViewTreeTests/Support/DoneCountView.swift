import ViewTree

/// "3/7 done": reads every item's `isDone`, so its width changes with the counts.
struct DoneCountView: View {
    let list: TodoList

    var body: some View {
        Text("\(list.items.filter(\.isDone).count)/\(list.items.count) done").bold()
    }
}
