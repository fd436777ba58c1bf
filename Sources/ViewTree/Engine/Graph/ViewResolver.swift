/// Turns a body's view value into elements, reusing the nodes its owner already had at the
/// same identities. Views drive it from their `_resolve(_:into:)`.
@MainActor
public final class _ViewResolver {
    unowned let owner: ViewNode
    private(set) var environment: EnvironmentValues
    private var path: [PathComponent] = []
    private var label: IdentityLabel?
    private var previous: [ViewPath: ViewNode]
    private var children: [ViewPath: ViewNode] = [:]
    /// The elements made so far at the current level.
    private(set) var elements: [Element] = []
    /// Child nodes to evaluate (or to give their new view values) once the owner's own
    /// tracking has ended: a child's reads must never count as the owner's, and Apple's
    /// Observation, unlike TrackingCore, merges a nested scope's reads into the enclosing one.
    private var childUpdates: [() -> Void] = []
    /// The nodes appended inside key handlers' content (or a sheet's), in order: a handler
    /// covers the ones its content made. Kept only while such content resolves, so that
    /// other bodies pay nothing.
    private var appendedNodes: [ViewNode] = []
    private var recordingDepth = 0

    init(owner: ViewNode, environment: EnvironmentValues, previous: [ViewPath: ViewNode], label: IdentityLabel?) {
        self.owner = owner
        self.environment = environment
        self.previous = previous
        self.label = label
    }

    /// Adds the elements of `view`.
    func resolve<V: View>(_ view: V) {
        V._resolve(view, into: self)
    }

    func append(_ element: Element) {
        elements.append(element)
    }

    /// Runs `body` one identity level deeper.
    func withComponent(_ component: PathComponent, _ body: () -> Void) {
        path.append(component)
        body()
        path.removeLast()
    }

    /// Runs `body` with the label of an explicit id, shown in the identities of nodes inside.
    func withLabel(_ newLabel: IdentityLabel, _ body: () -> Void) {
        let saved = label
        label = newLabel
        body()
        label = saved
    }

    /// Runs `body` with a changed environment.
    func withEnvironment(_ change: (inout EnvironmentValues) -> Void, _ body: () -> Void) {
        let saved = environment
        change(&environment)
        body()
        environment = saved
    }

    /// The elements `body` adds, collected apart from the current level.
    func collect(_ body: () -> Void) -> [Element] {
        let saved = elements
        elements = []
        body()
        let collected = elements
        elements = saved
        return collected
    }

    /// Resolves `body`, then gives the owner `handler` for the child nodes it appended. Only a
    /// node with a body keeps handlers: inside a lazy list, put them in a row's view.
    func withKeyHandler(_ handler: @escaping (KeyPress) -> KeyPress.Result, _ body: () -> Void) {
        let children = Set(nodesMade(body).map(ObjectIdentifier.init))
        guard let owner = owner as? ComposedNode else { return }
        owner.keyHandlers.append(KeyHandlerScope(handler: handler, children: children))
    }

    /// Resolves `body`; returns the child nodes it appended (made or reused), in order.
    func nodesMade(_ body: () -> Void) -> [ViewNode] {
        let start = appendedNodes.count
        recordingDepth += 1
        body()
        recordingDepth -= 1
        defer { if recordingDepth == 0 { appendedNodes.removeAll() } }
        return Array(appendedNodes[start...])
    }

    /// Adds the node of a composed view: the one already at this identity when it shows the
    /// same type of view, else a new one. It is evaluated by ``updateChildren()``.
    func appendComposed<V: View>(_ view: V) {
        let key = uniqueKey()
        let environment = self.environment
        if let existing = previous.removeValue(forKey: key) {
            if let node = existing as? ComposedNode, let box = node.box as? ViewBox<V> {
                children[key] = node
                noteAppended(node)
                childUpdates.append { node.receive(view, box: box, environment: environment) }
                return append(.node(node))
            }
            existing.dismantle()
        }
        let node = ComposedNode(host: owner.host, parent: owner, view: view, label: label, environment: environment)
        identify(node)
        children[key] = node
        noteAppended(node)
        childUpdates.append { node.evaluate(cause: .firstAppearance) }
        append(.node(node))
    }

    private func noteAppended(_ node: ViewNode) {
        if recordingDepth > 0 { appendedNodes.append(node) }
    }

    /// Evaluates the composed children added so far, or hands them their new values; call it
    /// outside the owner's tracking, before anything measures them.
    func updateChildren() {
        let updates = childUpdates
        childUpdates = []
        for update in updates { update() }
    }

    /// Adds a lazy list's node, reusing the one at this identity.
    func appendList(_ source: ListSource) {
        let environment = self.environment
        appendReusing { (node: ListNode) in
            node.update(source, environment: environment)
        } make: {
            ListNode(host: owner.host, parent: owner, source: source, label: label, environment: environment)
        }
    }

    /// Adds a geometry reader's node, reusing the one at this identity.
    func appendGeometry(_ content: @escaping GeometryNode.Content) {
        let environment = self.environment
        appendReusing { (node: GeometryNode) in
            node.update(content, environment: environment)
        } make: {
            GeometryNode(host: owner.host, parent: owner, content: content, label: label, environment: environment)
        }
    }

    /// Adds the node at this identity when it is a `Node` (after `update` hands it the new
    /// values), else the one `make` makes.
    private func appendReusing<Node: ViewNode>(update: (Node) -> Void, make: () -> Node) {
        let key = uniqueKey()
        if let existing = previous.removeValue(forKey: key) {
            if let node = existing as? Node {
                children[key] = node
                noteAppended(node)
                update(node)
                return append(.node(node))
            }
            existing.dismantle()
        }
        let node = make()
        identify(node)
        children[key] = node
        noteAppended(node)
        append(.node(node))
    }

    /// Gives a new node its identity: the explicit id it is made for (which a scroll request
    /// finds it by), and its number among the live siblings of its type and label, so that
    /// each has one of its own: the second of three `Button`s is `Button[2]`, not another
    /// `Button`.
    private func identify(_ node: ViewNode) {
        for case .id(let id) in path.reversed() {
            node.explicitID = id
            break
        }
        let label = node.label?.original
        var highest = 0
        for sibling in [children.values, previous.values].joined()
        where sibling.viewType == node.viewType && sibling.label?.original == label {
            highest = max(highest, sibling.ordinal)
        }
        node.ordinal = highest + 1
    }

    /// The identity at the current path; a repeated explicit id (two ForEach elements with
    /// the same id) gets an occurrence number, so no node is overwritten and lost.
    private func uniqueKey() -> ViewPath {
        var key = ViewPath(components: path)
        var occurrence = 1
        while children[key] != nil {
            key = ViewPath(components: path + [.position(-occurrence)])
            occurrence += 1
        }
        return key
    }

    /// Ends the pass: nodes not seen again are removed. Returns the nodes kept.
    func finish() -> [ViewPath: ViewNode] {
        for node in previous.values { node.dismantle() }
        previous = [:]
        return children
    }
}
