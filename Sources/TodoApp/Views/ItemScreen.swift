import ViewTree

/// One item: its title in a text field bound to the model, and its state.
struct ItemScreen: View {
    @Bindable var item: TodoItem
    let state: AppState

    var body: some View {
        VStack {
            Text("Item").bold()
            HStack {
                Text("Title: ")
                TextField(text: $item.title, cursor: state.cursor)
            }
            Text(item.isDone ? "Done" : "Not done")
            Spacer()
            Text("Type to edit the title. Enter or Esc: back to the list.")
        }
        .padding(.horizontal, 1)
        .border()
    }
}
