@testable import ViewTree

extension ViewHost {
    /// The keys from the root down to the focused node, so that another host of the same
    /// views can be given the same focus (`focus(path:)`); nil when nothing has it.
    var focusPath: [ViewPath]? {
        guard var current: ViewNode = focusedNode, current.isAlive else { return nil }
        var path: [ViewPath] = []
        while let parent = current.parent {
            let siblings = (parent as? ComposedNode)?.children ?? (parent as? LayoutBuiltNode)?.builtChildren ?? [:]
            guard let key = siblings.first(where: { $0.value === current })?.key else { return nil }
            path.insert(key, at: 0)
            current = parent
        }
        return path
    }

    /// Gives the focus to the node at `path`; false when there is no focusable node there.
    @discardableResult
    func focus(path: [ViewPath]) -> Bool {
        var current: ViewNode? = root
        for key in path {
            current = (current as? ComposedNode)?.children[key] ?? (current as? LayoutBuiltNode)?.builtChildren[key]
        }
        guard let node = current as? ComposedNode, node.focus != nil else { return false }
        moveFocus(to: node)
        return true
    }
}
