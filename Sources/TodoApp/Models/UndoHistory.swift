/// The changes made since the file was opened, for `u` (undo) and Ctrl-R (redo). A new
/// change after undoing drops the changes that were undone.
struct UndoHistory {
    private var done: [UndoStep] = []
    private var undone: [UndoStep] = []

    mutating func record(_ step: UndoStep) {
        done.append(step)
        undone.removeAll()
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
