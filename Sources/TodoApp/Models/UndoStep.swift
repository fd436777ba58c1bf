/// One change the user can take back and do again.
struct UndoStep {
    /// What the change was, for the notice: "toggle", "delete", ...
    let label: String
    let undo: () -> Void
    let redo: () -> Void
}
