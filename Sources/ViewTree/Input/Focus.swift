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
@MainActor
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

    /// A function giving the screen cells of the view whose body is running at the time it is
    /// called, for click handlers that act on where the click fell (a slider's track).
    static func currentFrame() -> () -> CellRect {
        weak let node = EvaluationContext.current
        return { node?.frame ?? CellRect(x: 0, y: 0, width: 0, height: 0) }
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
        visibleFocusedNode?.identity
    }

    /// The focused node, if it is alive and not covered (by a sheet, or under a pushed view);
    /// one that is only out of room keeps the focus and its keys. When the focus was in a
    /// sheet that went, it goes back to the view that had it before.
    var visibleFocusedNode: ComposedNode? {
        if let node = focusedNode, node.isAlive { return node.isCovered ? nil : node }
        // Gone, maybe only made again in its place (a lazy list's row the pushed view hid).
        if let node = focusableNode(at: focusedPath) {
            moveFocus(to: node)
            return node
        }
        let before = focusBeforePresentation.flatMap { $0.isAlive ? $0 : nil }
        guard let previous = before ?? focusableNode(at: focusBeforePresentationPath), !previous.isCovered else {
            // Nothing to give it back to (it went with the dialog presented over the one that
            // had it): the focus goes where a fresh screen puts it, if anywhere.
            guard focusedNode == nil || !focusedNode!.isAlive, let first = firstPreferringDefaultFocus() else {
                return nil
            }
            focusBeforePresentation = nil
            focusBeforePresentationPath = nil
            moveFocus(to: first)
            return first
        }
        focusBeforePresentation = nil
        focusBeforePresentationPath = nil
        moveFocus(to: previous)
        return previous
    }

    /// The first view on screen, in reading order, that takes the default focus when a screen
    /// is made afresh: inside content that prefers it (a dialog's buttons, ``View/prefersDefaultFocus()``).
    private func firstPreferringDefaultFocus() -> ComposedNode? {
        focusableNodes().first { $0.environment.defaultFocusScope != nil }
    }

    /// Gives the focus back, if it is due (see ``visibleFocusedNode``); true when it moved.
    func restoresFocus() -> Bool {
        guard
            focusedNode.map({ !$0.isAlive })
                ?? (focusedPath != nil || focusBeforePresentation != nil
                    || focusBeforePresentationPath != nil)
        else { return false }
        let before = focusedNode
        _ = visibleFocusedNode
        return focusedNode !== before
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
        let current = visibleFocusedNode.flatMap { focused in order.firstIndex { $0 === focused } }
        let next =
            current.map { ($0 + offset % order.count + order.count) % order.count }
            ?? (offset > 0 ? 0 : order.count - 1)
        moveFocus(to: order[next])
        return true
    }

    /// Gives `node` the focus. The `focused` views around are told at once, or after the
    /// frame when the move happens while bodies run (a default focus taken as a view appears).
    func moveFocus(to node: ComposedNode, tellingBindingsAfterFrame: Bool = false) {
        guard node !== focusedNode else { return }
        let old = focusedNode.flatMap { $0.isAlive ? $0 : nil }
        // Leaving a view a sheet or a pushed view hides: it gets the focus back after. A lazy
        // list's row hidden so has gone, to be made again: its place is kept.
        if let old, old.isCovered {
            focusBeforePresentation = old
            focusBeforePresentationPath = focusedPath
        } else if old == nil, focusedPath != nil {
            focusBeforePresentation = nil
            focusBeforePresentationPath = focusedPath
        }
        old?.focus?.value = false
        focusedNode = node
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

extension ComposedNode {
    /// Makes the node focusable (unless `accepting` is false) and reads whether it has the
    /// focus, for its body.
    func readFocus(accepting: Bool) -> Bool {
        makeFocusable(accepting: accepting).value
    }

    /// Makes the node focusable (unless `accepting` is false); returns where its focus is kept.
    @discardableResult
    func makeFocusable(accepting: Bool) -> StateLocation<Bool> {
        acceptsFocus = accepting
        if let focus { return focus }
        let location = StateLocation(false)
        location.setName("isFocused")
        focus = location
        if takesDefaultFocus(accepting: accepting) { host.moveFocus(to: self, tellingBindingsAfterFrame: true) }
        return location
    }
}

extension ViewNode {
    /// Where the node comes in reading order: the places of the scroll views it is in,
    /// outermost first, then its own (row, then column, each as `row * 65_536 + column`). A
    /// view scrolled out of sight keeps its place inside its scroll view.
    var readingPlace: [Int] {
        var places = [frame.y * 65_536 + frame.x]
        var node = parent
        while let current = node {
            if current.clipsContent { places.insert(current.frame.y * 65_536 + current.frame.x, at: 0) }
            node = current.parent
        }
        return places
    }
}
