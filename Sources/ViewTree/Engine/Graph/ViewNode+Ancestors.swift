/// The walk from a node out to the root, written once: most questions about a node (is it
/// covered, shown, inside a sheet, in a menu's list; who handles its key) are asked of it and
/// of each node around it, innermost first.
extension ViewNode {
    /// Its parent, then the parent's parent, up to the root.
    final var ancestors: Ancestors {
        Ancestors(of: self)
    }

    /// The node itself, then each node around it up to the root, each with the child it was
    /// reached through (nil for the node itself): what a sheet's or a menu's presenter checks,
    /// since it presents some of its children and not others.
    final var outwardPath: OutwardPath {
        OutwardPath(from: self)
    }

    /// The identities of the nodes of ``outwardPath``: the views a key or a click offered to
    /// this one is offered to after it.
    final var outwardIdentities: Set<ObjectIdentifier> {
        var identities = Set<ObjectIdentifier>()
        for (node, _) in outwardPath { identities.insert(ObjectIdentifier(node)) }
        return identities
    }

    /// Whether it is in a row of a lazy list: a list's node is around it, or it is one.
    final var isInListRow: Bool {
        for (node, _) in outwardPath where node is ListNode { return true }
        return false
    }

    /// The nodes of ``ancestors``. This walk and ``OutwardPath`` are iterators of their own,
    /// not `sequence(first:next:)`: a closure made on the main actor checks its executor at
    /// every call, and these walks run on every key and frame. They read only `parent`, a
    /// constant, so they need no isolation.
    struct Ancestors: Sequence, IteratorProtocol {
        private var node: ViewNode?

        init(of node: ViewNode) {
            self.node = node
        }

        mutating func next() -> ViewNode? {
            node = node?.parent
            return node
        }
    }

    /// The steps of ``outwardPath``.
    struct OutwardPath: Sequence, IteratorProtocol {
        private var step: (node: ViewNode, child: ViewNode?)?

        init(from node: ViewNode) {
            step = (node, nil)
        }

        mutating func next() -> (node: ViewNode, child: ViewNode?)? {
            guard let current = step else { return nil }
            if let parent = current.node.parent { step = (parent, current.node) } else { step = nil }
            return current
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
