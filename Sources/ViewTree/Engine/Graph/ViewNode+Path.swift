/// Where a node is as the keys from the root down to it: the same place in a tree made again
/// (a lazy list's rows made anew after a pushed view hid them, another host of the same
/// views) has the same path.
extension ViewNode {
    /// The keys from the root down to this node; nil when it is no longer in the tree.
    var pathFromRoot: [ViewPath]? {
        var current: ViewNode = self
        var path: [ViewPath] = []
        while let parent = current.parent {
            let siblings = (parent as? ComposedNode)?.children ?? (parent as? LayoutBuiltNode)?.builtChildren ?? [:]
            guard let key = siblings.first(where: { $0.value === current })?.key else { return nil }
            path.append(key)
            current = parent
        }
        return path.reversed()
    }
}
