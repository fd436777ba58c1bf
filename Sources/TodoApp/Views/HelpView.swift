import ViewTree

/// Every key and every `:` command, with what it does; Esc, ? or Enter closes it.
struct HelpView: View {
    let actions: TodoActions

    var body: some View {
        // Taller than a small terminal: the arrows scroll it.
        ScrollView {
            VStack(alignment: .leading) {
                Text("Keys").bold()
                ForEach(Self.lines, id: \.keys) { line in
                    HStack(spacing: 0) {
                        Text(line.keys).frame(width: 19, alignment: .leading)
                        Text(line.action)
                    }
                }
                Text("Commands (:)").bold()
                ForEach(TodoCommandLine.commands, id: \.name) { command in
                    HStack(spacing: 0) {
                        Text(command.usage).frame(width: 26, alignment: .leading)
                        Text(command.summary)
                    }
                }
                Text("Esc or ? closes this help.")
            }
        }
        .padding(.horizontal, 1)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .border()
        .prefersDefaultFocus()
        .onKeyPress(keys: [.escape, "?", .return]) { [actions] _ in
            actions.leavePage()
            return .handled
        }
    }

    /// One line of the help: keys and what they do.
    struct Line {
        /// The keys, as the help shows them: `j ↓`.
        let keys: String
        /// What they do.
        let action: String
    }

    /// Every key: the list's (``TodoListView``), the item page's, the inspector's
    /// (``TodoProgram``) and quitting.
    static let lines: [Line] = [
        Line(keys: "↑↓ k/j PgUp/PgDn", action: "move the selection, a page; Home/End: to the ends"),
        Line(keys: "Space", action: "toggle done"),
        Line(keys: "Enter, e", action: "open the item and edit its title"),
        Line(keys: "a / d", action: "add an item / delete the selected one"),
        Line(keys: "p, Shift+A..Z", action: "priority: cycle none, (A)..(D); or set (A)..(Z)"),
        Line(keys: "/", action: "filter by text, +project or @context (Esc clears)"),
        Line(keys: "s", action: "sort: file order, priority, due date"),
        Line(keys: "t", action: "show / hide tasks whose t: (threshold) date is still ahead"),
        Line(keys: "f", action: "projects and contexts beside the list (Tab, ↑↓ filter by one)"),
        Line(keys: ":", action: "a command (Tab completes, ↑↓ recall); :help lists them"),
        Line(keys: "u / Ctrl-R", action: "undo / redo toggles, edits, adds and deletions"),
        Line(keys: "r / w", action: "read the file again / write this list over it"),
        Line(keys: "m", action: "switch fine / coarse (ObservableObject) views"),
        Line(keys: "l / h / c", action: "evaluation log / highlight marks / reset counters"),
        Line(keys: "g", action: "heat map: how many times each row's body ran"),
        Line(keys: "i", action: "inspector: what the selected row read, why it ran, who else reads"),
        Line(keys: "?", action: "this help"),
        Line(keys: "Ctrl-Z", action: "suspend (fg resumes)"),
        Line(keys: "q, Ctrl-C", action: "quit"),
    ]
}
