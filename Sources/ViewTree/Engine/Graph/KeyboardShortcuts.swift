/// The host's keyboard shortcuts: for each key, the button that has it and what pressing it
/// does. Buttons register while their bodies run; ``ViewHost/send(_:)`` asks here after the
/// focused view and the views around it left a key unused.
@MainActor
struct KeyboardShortcuts {
    /// A registered shortcut: the button's node (weakly: a button that went takes its
    /// shortcut with it) and what pressing it does.
    private struct Entry {
        weak var node: ComposedNode?
        let action: () -> Void
    }

    private var entries: [Key: Entry] = [:]

    /// Registers `action` for `shortcut` on behalf of `node`, replacing what it had. A button
    /// without a shortcut, the usual case, costs a comparison.
    mutating func register(_ shortcut: KeyboardShortcut?, for node: ComposedNode, action: @escaping () -> Void) {
        if let old = node.shortcutKey, old != shortcut?.key, entries[old]?.node === node {
            entries[old] = nil
        }
        node.shortcutKey = shortcut?.key
        if let shortcut { entries[shortcut.key] = Entry(node: node, action: action) }
    }

    /// What the shortcut for `key` does, if a view in sight has one (not a button a sheet
    /// covers or a pushed view hides).
    func action(for key: Key) -> (() -> Void)? {
        guard let entry = entries[key], let node = entry.node, node.isInSight else { return nil }
        return entry.action
    }
}

extension ViewHost {
    /// Presses the button in sight whose shortcut is Escape (a `.cancelAction`), if there is
    /// one: a sheet asks before Escape dismisses it.
    func pressesCancelButton() -> Bool {
        guard let cancel = shortcuts.action(for: .escape) else { return false }
        cancel()
        return true
    }
}
