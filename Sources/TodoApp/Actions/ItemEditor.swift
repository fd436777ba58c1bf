import ViewTree

/// A visit to the item page: opening an item or adding one, then leaving, which turns the
/// title its text field edited into the item's todo.txt line and records one undo step.
final class ItemEditor {
    private let list: TodoList
    private let state: AppState
    private let today: () -> String
    /// The item being edited and its task when the page opened, to tell what changed.
    private var editing: (item: TodoItem, task: TodoTxtTask)?

    init(list: TodoList, state: AppState, today: @escaping () -> String) {
        self.list = list
        self.state = state
        self.today = today
    }

    /// Shows `item` on the item page; its field takes the typing, the cursor after the title.
    func open(_ item: TodoItem) {
        editing = (item, item.task)
        state.page = .item(item)
    }

    /// Adds an empty item at the selection and opens it.
    func add() {
        let item = list.insertItem(title: "")
        state.addedItem = item
        editing = (item, item.task)
        state.page = .item(item)
    }

    /// Goes back to the list. An added item left empty is removed; an edited one takes what
    /// its new line means. Returns the notice to show, if any.
    func leave(recordingIn history: inout UndoHistory) -> String? {
        defer {
            editing = nil
            state.addedItem = nil
            state.page = .list
        }
        guard case .item(let item) = state.page else { return nil }
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
        if added, let index = list.items.firstIndex(of: item) {
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
