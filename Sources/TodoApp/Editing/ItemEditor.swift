import ViewTree

/// A visit to the item screen: opening an item or adding one, editing its title, and leaving,
/// which turns the typed title into the item's todo.txt line and records one undo step.
final class ItemEditor {
    private let list: TodoList
    private let state: AppState
    private let today: () -> String
    /// The item being edited and its task when the screen opened, to tell what changed.
    private var editing: (item: TodoItem, task: TodoTxtTask)?

    init(list: TodoList, state: AppState, today: @escaping () -> String) {
        self.list = list
        self.state = state
        self.today = today
    }

    /// Shows `item` on the item screen, the cursor after its title.
    func open(_ item: TodoItem) {
        state.cursor = item.title.count
        editing = (item, item.task)
        state.screen = .item(item)
    }

    /// Adds an empty item at the selection and opens it.
    func add() {
        let item = list.insertItem(title: "")
        state.addedItem = item
        editing = (item, item.task)
        state.cursor = 0
        state.screen = .item(item)
    }

    /// Applies an editing key (a character, a deletion, a cursor move) to the open title, as
    /// a text field would.
    func edit(_ command: Command) {
        guard case .item(let item) = state.screen, let edit = Self.textEdit(for: command) else { return }
        var (title, cursor) = (item.title, state.cursor)
        edit.apply(to: &title, cursor: &cursor)
        if title != item.title { item.title = title }
        state.cursor = cursor
    }

    private static func textEdit(for command: Command) -> TextEdit? {
        switch command {
        case .insert(let character): .insert(character)
        case .deleteBackward: .deleteBackward
        case .deleteForward: .deleteForward
        case .cursorLeft: .moveLeft
        case .cursorRight: .moveRight
        case .cursorHome: .moveToStart
        case .cursorEnd: .moveToEnd
        default: nil
        }
    }

    /// Goes back to the list. An added item left empty is removed; an edited one takes what
    /// its new line means. Returns the notice to show, if any.
    func leave(recordingIn history: inout UndoHistory) -> String? {
        defer {
            editing = nil
            state.addedItem = nil
            state.screen = .list
        }
        guard case .item(let item) = state.screen else { return nil }
        let added = item === state.addedItem
        if added, item.title.allSatisfy(\.isWhitespace) {
            list.remove(item)
            return "empty item discarded"
        }
        guard let editing, editing.item === item else { return nil }
        // Untouched, the line stays as it was. Changed, the item becomes what its new line
        // means in the file, so a title typed as "(B) call" on a new item has priority B; the
        // parts before an existing description are kept as they were.
        if !item.title.utf8.elementsEqual(editing.task.description.utf8) {
            var typed = TodoTxtTask(parsing: item.task.line)
            // Typed done, it is done today, as Space would make it.
            if typed.isDone, !editing.task.isDone, typed.completionDate == nil { typed.completionDate = today() }
            list.apply(typed, to: item)
        }
        if added, let index = list.items.firstIndex(where: { $0 === item }) {
            history.record(
                UndoHistory.Step(
                    label: "add", undo: { [list] in list.remove(item) },
                    redo: { [list] in list.insert(item, at: index) }))
        } else {
            history.recordChange(of: item, from: editing.task, in: list, label: "edit")
        }
        return nil
    }
}
