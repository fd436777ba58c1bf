@testable import ViewTree

extension ViewHost {
    /// The keys from the root down to the focused node, so that another host of the same
    /// views can be given the same focus (`focus(path:)`); nil when nothing has it.
    var focusPath: [ViewPath]? {
        guard let node = keyFocus.node, node.isAlive else { return nil }
        return node.pathFromRoot
    }

    /// Gives the focus to the node at `path`; false when there is no focusable node there.
    @discardableResult
    func focus(path: [ViewPath]) -> Bool {
        guard let node = node(at: path) as? ComposedNode, node.focus != nil else { return false }
        moveFocus(to: node)
        return true
    }
}

extension ViewHost {
    /// Whether a menu's or a context menu's list is open (keys start at it).
    var hasOpenMenu: Bool {
        presentation.keyStarters.contains { starter in
            guard let node = starter.node, node.isAlive else { return false }
            return node.viewType.hasPrefix("Menu") || node.viewType.hasPrefix("_ContextMenuContent")
        }
    }
}
