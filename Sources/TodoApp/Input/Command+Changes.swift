extension Command {
    /// Whether the command may change the items, so the file is saved after it. Typing in a
    /// title saves nothing: the edit is saved as a whole when the item screen is left.
    var changesItems: Bool {
        switch self {
        case .insert, .deleteBackward, .deleteForward: false
        default: isEdit || self == .back
        }
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
