/// The walk from a node out to the root, written once: most questions about a node (is it
/// covered, shown, inside a sheet, in a menu's list; who handles its key) are asked of it and
/// of each node around it, innermost first.
extension ViewNode {
    /// Its parent, then the parent's parent, up to the root.
    final var ancestors: some Sequence<ViewNode> {
        sequence(first: self) { $0.parent }.dropFirst()
    }

    /// The node itself, then each node around it up to the root, each with the child it was
    /// reached through (nil for the node itself): what a sheet's or a menu's presenter checks,
    /// since it presents some of its children and not others.
    final var outwardPath: some Sequence<(node: ViewNode, child: ViewNode?)> {
        sequence(first: (node: self, child: ViewNode?.none)) { step in
            step.node.parent.map { (node: $0, child: step.node) }
        }
    }

    /// The node that draws it with its layers: its ``bodyOwner`` when it draws layers (an
    /// offset inside a modifier is drawn within the modified body), else itself.
    final var drawingOwner: ViewNode {
        drawsLayers ? bodyOwner : self
    }

    /// The node of the body the view is written in: the node itself, or, for the node of a
    /// framework modifier (a gesture, a tap), the node of the view it modifies. What an offset
    /// inside such a modifier is drawn within, as if the modifier were part of that body.
    final var bodyOwner: ViewNode {
        var node: ViewNode = self
        while (node as? ComposedNode)?.box.info.isModifierNode == true, let parent = node.parent { node = parent }
        return node
    }
}
