import ViewTree

/// One item: its title in a text field bound to the model, which has the focus and takes the
/// typing, and the todo.txt parts it has. Enter or Esc goes back to the list.
struct ItemPage: View {
    @Bindable var item: TodoItem
    let actions: TodoActions

    var body: some View {
        Self.content(item, title: $item.title, actions: actions)
    }

    /// The page's content and its keys, shared with the ObservableObject-style one.
    static func content(_ item: TodoItem, title: Binding<String>, actions: TodoActions) -> some View {
        let guarded = actions.guarded(title)
        return fields(item, title: guarded, list: actions.list)
            .onSubmit { actions.leavePage() }
            .onKeyPress(.tab) { TokenCompletion.complete(guarded, in: actions.list) ? .handled : .ignored }
            .onKeyPress(.escape) {
                actions.leavePage()
                return .handled
            }
    }

    @ViewBuilder
    private static func fields(_ item: TodoItem, title: Binding<String>, list: TodoList) -> some View {
        let task = item.task
        VStack(alignment: .leading) {
            Text("Item").bold()
            HStack(spacing: 0) {
                Text("Title: ")
                TextField("", text: title).prefersDefaultFocus()
            }
            TokenCompletion.Line(item: item, list: list)
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
            Text("Type to edit the title; (A) or x typed first set those parts; Tab completes +/@.")
            Text("Enter or Esc: back to the list.")
        }
        .padding(.horizontal, 1)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .border()
    }
}
