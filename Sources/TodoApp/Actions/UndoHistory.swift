/// The changes made since the file was opened, for `u` (undo) and Ctrl-R (redo). A new
/// change after undoing drops the changes that were undone.
struct UndoHistory {
    /// One change the user can take back and do again.
    struct Step {
        /// What the change was, for the notice: "toggle", "delete", ...
        let label: String
        let undo: () -> Void
        let redo: () -> Void
    }

    private var done: [Step] = []
    private var undone: [Step] = []

    mutating func record(_ step: Step) {
        done.append(step)
        undone.removeAll()
    }

    /// Records a change of `item` from `old`: undoing puts every part of the item back, so its
    /// line comes back byte for byte. Nothing is recorded when nothing changed.
    mutating func recordChange(of item: TodoItem, from old: TodoTxtTask, in list: TodoList, label: String) {
        let new = item.task
        guard new != old else { return }
        record(Step(label: label, undo: { list.apply(old, to: item) }, redo: { list.apply(new, to: item) }))
    }

    /// Takes back the last change; returns its label, or nil when there is none.
    mutating func undo() -> String? {
        guard let step = done.popLast() else { return nil }
        step.undo()
        undone.append(step)
        return step.label
    }

    /// Does again the last change undone; returns its label, or nil when there is none.
    mutating func redo() -> String? {
        guard let step = undone.popLast() else { return nil }
        step.redo()
        done.append(step)
        return step.label
    }
}
