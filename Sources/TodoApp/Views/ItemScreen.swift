import ViewTree

/// One item: its title in a text field bound to the model, and the todo.txt parts it has.
struct ItemScreen: View {
    @Bindable var item: TodoItem
    let state: AppState

    var body: some View {
        Self.content(item, title: $item.title, cursor: state.cursor)
    }

    /// The screen's content, shared with the ObservableObject-style one.
    @ViewBuilder
    static func content(_ item: TodoItem, title: Binding<String>, cursor: Int) -> some View {
        let task = item.task
        VStack {
            Text("Item").bold()
            HStack {
                Text("Title: ")
                TextField(text: title, cursor: cursor)
            }
            Text(item.isDone ? "Done" + (item.completionDate.map { " on \($0)" } ?? "") : "Not done")
            if let priority = item.priority {
                Text("Priority: (\(priority))")
            }
            if let created = item.creationDate {
                Text("Created: \(created)")
            }
            if !task.projects.isEmpty {
                Text("Projects: " + task.projects.joined(separator: " ")).foregroundColor(.cyan)
            }
            if !task.contexts.isEmpty {
                Text("Contexts: " + task.contexts.joined(separator: " ")).foregroundColor(.magenta)
            }
            if let due = task.value(for: "due") {
                Text("Due: \(due)").foregroundColor(.green)
            }
            Spacer()
            Text("Type to edit the title; (A) or x typed first set those parts.")
            Text("Enter or Esc: back to the list.")
        }
        .padding(.horizontal, 1)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .border()
    }
}
