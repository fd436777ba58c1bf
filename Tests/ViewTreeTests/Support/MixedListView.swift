import ViewTree

/// A centered list in a border whose rows change size and kind: for the oracle, so that
/// rows move when others grow or shrink.
struct MixedListView: View {
    let list: TodoList

    var body: some View {
        VStack(alignment: .center) {
            DoneCountView(list: list)
            Divider()
            ForEach(list.items) { item in
                CompactRowView(item: item)
            }
        }
        .border()
    }
}
