/// Focus: which focusable view gets the keys first.
///
/// Controls (`Button`, `Toggle`) and views marked `.focusable()` can take the focus; Tab and
/// Shift-Tab move it among them in reading order (by rows, then columns, as drawn). Each such
/// view reads whether it has the focus as tracked state, so moving the focus runs exactly
/// the two views involved.
extension View {
    /// Lets this content take the focus, so its `onKeyPress` handlers get keys first.
    public func focusable(_ isFocusable: Bool = true) -> some View {
        _FocusableContent(content: self, isFocusable: isFocusable)
    }
}

/// Content that can take the focus: a node of its own, so the focus has a place in the tree.
public struct _FocusableContent<Content: View>: View, ModifierNodeView {
    let content: Content
    let isFocusable: Bool

    /// The content; reading the focus makes the node focusable.
    public var body: some View {
        if isFocusable { _ = FocusReader.isFocused() }
        return content
    }
}

/// How a control's body learns whether it has the focus.
enum FocusReader {
    /// Makes the view whose body is running focusable (unless `accepting` is false: a
    /// disabled control), and reads whether it has the focus: the body runs again when that
    /// changes.
    static func isFocused(accepting: Bool = true) -> Bool {
        EvaluationContext.current?.readFocus(accepting: accepting) ?? false
    }

    /// Makes the view whose body is running focusable without reading whether it has the
    /// focus: its body does not run when the focus comes or goes.
    static func makeFocusable(accepting: Bool = true) {
        EvaluationContext.current?.makeFocusable(accepting: accepting)
    }

    /// A function telling whether the view whose body is running has the focus at the time it
    /// is called, for key handlers, which may run before the body runs again.
    static func currentFocus() -> () -> Bool {
        weak let node = EvaluationContext.current
        return { node.map { $0.isAlive && $0.host.focusedNode === $0 } ?? false }
    }
}

extension ViewHost {
    /// The readable identity of the view with the focus (`Button#save`), or nil.
    public var focusedIdentity: String? {
        focusedNode.flatMap { $0.isAlive ? $0.identity : nil }
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
        let current = focusedNode.flatMap { focused in order.firstIndex { $0 === focused } }
        let next =
            current.map { ($0 + offset % order.count + order.count) % order.count }
            ?? (offset > 0 ? 0 : order.count - 1)
        moveFocus(to: order[next])
        return true
    }

    private func moveFocus(to node: ComposedNode) {
        guard node !== focusedNode else { return }
        if let old = focusedNode, old.isAlive { old.focus?.value = false }
        focusedNode = node
        node.focus?.value = true
    }

    /// The focusable views on screen, in reading order.
    private func focusableNodes() -> [ComposedNode] {
        liveNodes.compactMap { node in
            guard let composed = node as? ComposedNode, composed.isAlive, composed.acceptsFocus,
                composed.frame.width > 0, composed.frame.height > 0
            else { return nil }
            return composed
        }
        .sorted { ($0.frame.y, $0.frame.x, $0.id) < ($1.frame.y, $1.frame.x, $1.id) }
    }
}
