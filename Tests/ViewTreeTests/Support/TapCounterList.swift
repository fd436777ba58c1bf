import ViewTree

/// Rows with state, under a body that re-runs when items are added.
struct TapCounterList: View {
    let list: TodoList
    let sinks: [Int: BindingSink<Int>]

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(list.items) { item in
                TapCounterRow(item: item, sink: sinks[item.id] ?? BindingSink())
            }
        }
    }
}
