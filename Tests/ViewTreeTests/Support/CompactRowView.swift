import ViewTree

/// A row as wide as its title, so renaming changes its size.
struct CompactRowView: View {
    let item: TodoItem

    var body: some View {
        Text(item.title).padding(.horizontal, 1).underline()
    }
}
