extension ViewHost {
    /// Registers `action` for `shortcut` on behalf of `node`, replacing what it had. A button
    /// without a shortcut, the usual case, costs a comparison.
    func register(_ shortcut: KeyboardShortcut?, for node: ComposedNode, action: @escaping () -> Void) {
        if let old = node.shortcutKey, old != shortcut?.key, shortcuts[old]?.node === node {
            shortcuts[old] = nil
        }
        node.shortcutKey = shortcut?.key
        if let shortcut { shortcuts[shortcut.key] = KeyboardShortcutEntry(node: node, action: action) }
    }

    /// Runs the action of the shortcut for `key`, if a live view has one; whether it did.
    func runShortcut(for key: Key) -> Bool {
        // Not for a button a sheet covers or a pushed view hides.
        guard let entry = shortcuts[key], let node = entry.node, node.isInSight else { return false }
        entry.action()
        return true
    }
}
