extension ViewHost {
    /// Focuses the first focusable view inside `node` (or `node` itself), in reading order.
    func focusFirst(inside node: ComposedNode) {
        if let target = focusableNodes().first(where: { $0 === node || $0.isDescendant(of: node) }) {
            moveFocus(to: target)
        }
    }

    /// Takes the focus away: keys go to the root.
    func clearFocus() {
        guard let old = keyFocus.node else { return }
        keyFocus.node = nil
        notifyFocusBindings(from: old, to: nil)
        if old.isAlive { old.focus?.value = false }
    }

    /// Tells the `focused` views around the old and the new focus: those around only the old
    /// one lose it, those around the new one have it.
    func notifyFocusBindings(from old: ComposedNode?, to new: ComposedNode?) {
        func bindings(around node: ComposedNode?) -> [ComposedNode] {
            var found: [ComposedNode] = []
            var current: ViewNode? = node
            // Told after a frame, the old focus may have gone in it with its parents: a node
            // gone from the tree has no parents to walk.
            while let next = current, next.isAlive {
                if let composed = next as? ComposedNode, composed.focusBinding != nil { found.append(composed) }
                current = next.parent
            }
            return found
        }
        let gaining = bindings(around: new)
        for lost in bindings(around: old) where !gaining.contains(where: { $0 === lost }) {
            lost.focusBinding?(false)
        }
        for gained in gaining { gained.focusBinding?(true) }
    }
}
