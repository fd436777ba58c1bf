extension ViewHost {
    /// The readable identity of the view with the focus (`Button#save`), or nil.
    public var focusedIdentity: String? {
        settleFocus()?.identity
    }

    /// Settles where the focus is and returns the focused node, if it is alive and not covered (by a sheet, or under a pushed view);
    /// one that is only out of room keeps the focus and its keys. When the focus was in a
    /// sheet that went, it goes back to the view that had it before.
    func settleFocus() -> ComposedNode? {
        if let node = keyFocus.node, node.isAlive, node.acceptsFocus { return node.isCovered ? nil : node }
        // Alive but no longer taking the focus (a control disabled while it had it): the
        // focus goes where a fresh screen puts it, as SwiftUI takes it from a disabled view.
        if let node = keyFocus.node, node.isAlive {
            let first = firstPreferringDefaultFocus()
            if let first { moveFocus(to: first) } else { clearFocus() }
            return first
        }
        // Gone, maybe only made again in its place (a lazy list's row the pushed view hid).
        if let node = focusableNode(at: keyFocus.path) {
            moveFocus(to: node)
            return node
        }
        let before = keyFocus.beforePresentation.flatMap { $0.isAlive ? $0 : nil }
        guard let previous = before ?? focusableNode(at: keyFocus.beforePresentationPath), !previous.isCovered else {
            // Nothing to give it back to (it went with the dialog presented over the one that
            // had it): the focus goes where a fresh screen puts it, if anywhere.
            guard keyFocus.node?.isAlive != true, let first = firstPreferringDefaultFocus() else {
                return nil
            }
            keyFocus.forgetForLater()
            moveFocus(to: first)
            return first
        }
        keyFocus.forgetForLater()
        moveFocus(to: previous)
        return previous
    }

    /// The first view on screen, in reading order, that takes the default focus when a screen
    /// is made afresh: inside content that prefers it (a dialog's buttons, ``View/prefersDefaultFocus()``).
    private func firstPreferringDefaultFocus() -> ComposedNode? {
        focusableNodes().first { $0.environment.defaultFocusScope != nil }
    }

    /// Gives the focus back, if it is due (see ``settleFocus()``); true when it moved.
    func restoreFocusIfDue() -> Bool {
        guard keyFocus.mayNeedSettling else { return false }
        let before = keyFocus.node
        _ = settleFocus()
        return keyFocus.node !== before
    }

    /// The alive, focusable node on screen at `path`, if there is one.
    private func focusableNode(at path: [ViewPath]?) -> ComposedNode? {
        guard let path, let node = node(at: path) as? ComposedNode, node.isAlive, node.acceptsFocus, !node.isCovered
        else { return nil }
        return node
    }

    /// Moves the focus to the view with `identity`; false when no focusable view has it.
    @discardableResult
    public func focus(_ identity: String) -> Bool {
        guard let node = focusableNodes().first(where: { $0.identity == identity }) else { return false }
        moveFocus(to: node)
        return true
    }

    /// Moves the focus `offset` places in reading order, wrapping around; from nothing, Tab
    /// goes to the first view and Shift-Tab to the last. False when nothing is focusable.
    func moveFocus(by offset: Int) -> Bool {
        let order = focusableNodes()
        guard !order.isEmpty else { return false }
        let current = settleFocus().flatMap { focused in order.firstIndex { $0 === focused } }
        let next =
            current.map { ($0 + offset % order.count + order.count) % order.count }
            ?? (offset > 0 ? 0 : order.count - 1)
        moveFocus(to: order[next])
        return true
    }

    /// Gives `node` the focus. The `focused` views around are told at once, or after the
    /// frame when the move happens while bodies run (a default focus taken as a view appears).
    func moveFocus(to node: ComposedNode, tellingBindingsAfterFrame: Bool = false) {
        guard node !== keyFocus.node else { return }
        let old = keyFocus.node.flatMap { $0.isAlive ? $0 : nil }
        // Leaving a view a sheet or a pushed view hides: it gets the focus back after. A lazy
        // list's row hidden so has gone, to be made again: its place is kept.
        if let old, old.isCovered {
            keyFocus.rememberForLater(old)
        } else if old == nil, keyFocus.path != nil {
            keyFocus.rememberForLater(nil)
        }
        old?.focus?.value = false
        keyFocus.node = node
        // A help that comes or goes is drawn (or drawn over) in the next frame.
        if focusedHelp != shownHelp { needsFullRedraw = true }
        node.focus?.value = true
        guard tellingBindingsAfterFrame else { return notifyFocusBindings(from: old, to: node) }
        afterFrame { [weak self, weak node] in
            guard let self, let node, node.isAlive else { return }
            self.notifyFocusBindings(from: old, to: node)
        }
    }

    /// The focusable views on screen, in reading order.
    func focusableNodes() -> [ComposedNode] {
        // Each node's place is found once, not at every comparison of the sort.
        let placed: [(node: ComposedNode, place: [Int])] = liveNodes.compactMap { node in
            guard let composed = node as? ComposedNode, composed.acceptsFocus, composed.isInSight else { return nil }
            return (composed, composed.readingPlace)
        }
        return
            placed.sorted { a, b in
                a.place.lexicographicallyPrecedes(b.place) || (a.place == b.place && a.node.id < b.node.id)
            }
            .map(\.node)
    }
}

extension ViewHost {
    /// The node at `path` from the root, if there is one.
    func node(at path: [ViewPath]) -> ViewNode? {
        var current: ViewNode? = root
        for key in path {
            current = (current as? ComposedNode)?.children[key] ?? (current as? LayoutBuiltNode)?.builtChildren[key]
        }
        return current
    }
}
