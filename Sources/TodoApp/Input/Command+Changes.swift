extension Command {
    /// Whether the command may change the items, so the file is saved after it (leaving an
    /// item screen can discard an empty new item).
    var changesItems: Bool {
        isEdit || self == .back
    }

    /// Whether the command edits the items: refused for a read-only file.
    var isEdit: Bool {
        switch self {
        case .toggle, .add, .delete, .cyclePriority, .setPriority, .insert, .deleteBackward, .deleteForward, .undo,
            .redo:
            true
        default: false
        }
    }
}
