/// `onKeyPress`: handlers that get the keys of the focused view inside their content.
///
/// A key goes first to the focused view, then outwards through the views around it; the
/// first handler that returns `.handled` ends its trip. With nothing focused, keys start at
/// the root view, whose handlers around its whole body get them. Finding the handlers walks
/// from the focused node to the root: O(depth).
extension View {
    /// Calls `action` for `key` when the focused view is inside this content.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        _KeyPressContent(content: self) { press in press.key == key ? action() : .ignored }
    }

    /// Calls `action` for any of `keys` when the focused view is inside this content.
    public func onKeyPress(keys: Set<KeyEquivalent>, action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        _KeyPressContent(content: self) { press in keys.contains(press.key) ? action(press) : .ignored }
    }

    /// Calls `action` for every key when the focused view is inside this content.
    public func onKeyPress(action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        _KeyPressContent(content: self, handler: action)
    }
}

/// Content with a key handler: its elements are the content's; the handler is kept by the
/// node whose body declared it, with the child nodes the content holds.
public struct _KeyPressContent<Content: View>: PrimitiveView {
    let content: Content
    let handler: (KeyPress) -> KeyPress.Result

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        resolver.withKeyHandler(view.handler) { resolver.resolve(view.content) }
    }
}

/// A key handler as its node keeps it: which of the node's children it covers.
@MainActor
struct KeyHandlerScope {
    let handler: (KeyPress) -> KeyPress.Result
    /// The child nodes made inside the modified content; a key from a focused view under
    /// one of them reaches the handler.
    let children: Set<ObjectIdentifier>

    /// Whether a key coming from `child` reaches the handler. A key at the node itself (it
    /// has the focus, or nothing has and it is the root) reaches the handlers whose content
    /// holds all of the node's children: those around its whole body.
    func covers(_ child: ViewNode?, of node: ViewNode) -> Bool {
        guard let child else { return children.count == node.childCount }
        return children.contains(ObjectIdentifier(child))
    }
}

extension ViewHost {
    /// Delivers `key` to the focused view's handlers, then outwards to the root's. A Tab,
    /// Shift-Tab or arrow no handler used moves the focus to the next or previous focusable
    /// view. A click focuses the focusable view under it and goes to the views under it, from
    /// the innermost out; so does the wheel. Returns whether something used the key. The changes
    /// handlers make show in the next frame.
    @discardableResult
    public func send(_ key: Key) -> KeyPress.Result {
        if case .mouse(let event) = key { return sendMouse(event) }
        // A view hidden under a sheet keeps the focus for when the sheet goes, but while it
        // is hidden keys start at the root, and Tab goes into the sheet.
        let presentation = presentationNode
        let start = visibleFocusedNode ?? presentation ?? root
        if deliver(KeyPress(key), from: start) { return .handled }
        // The focus outside the sheet or pushed view on screen (on a tab bar above a stack):
        // what it left goes to that view too, so Escape goes back wherever the focus is.
        if let presentation, deliver(KeyPress(key), from: presentation, stoppingAtAncestorsOf: start) {
            return .handled
        }
        if !(start?.isInOpenMenu ?? false), runShortcut(for: key) { return .handled }
        // Arrows no view used move the focus too: down and right to the next view in reading
        // order, up and left to the previous one.
        switch key {
        case .tab, .down, .right: return moveFocus(by: 1) ? .handled : .ignored
        case .backTab, .up, .left: return moveFocus(by: -1) ? .handled : .ignored
        default: return .ignored
        }
    }

    /// Offers `press` to the handlers of `start` and of each view around it, innermost first;
    /// true when one used it.
    private func deliver(_ press: KeyPress, from start: ViewNode?, stoppingAtAncestorsOf other: ViewNode? = nil) -> Bool
    {
        var offered = Set<ObjectIdentifier>()
        var ancestor = other
        while let current = ancestor {
            offered.insert(ObjectIdentifier(current))
            ancestor = current.parent
        }
        var node = start
        var child: ViewNode?
        while let current = node, !offered.contains(ObjectIdentifier(current)) {
            for scope in current.keyHandlers where scope.covers(child, of: current) {
                if scope.handler(press) == .handled { return true }
            }
            // A menu's open list is modal, as SwiftUI's: its keys go no further than the
            // menu (a context menu around it does not open over it).
            if current.presentsPopup(child) { return false }
            child = current
            node = current.parent
        }
        return false
    }

    private func sendMouse(_ event: MouseEvent) -> KeyPress.Result {
        let hit = liveNodes.compactMap { $0 as? ComposedNode }
            .filter { $0.isAlive && $0.shows(x: event.x, y: event.y) }
            .max { $0.depth < $1.depth }
        guard let hit else { return .ignored }
        // A right click focuses too: a context menu acts on the view it opened on.
        if event.kind == .click || event.kind == .secondaryClick {
            var candidate: ViewNode? = hit
            while let node = candidate, !((node as? ComposedNode)?.acceptsFocus ?? false) { candidate = node.parent }
            if let focusable = candidate as? ComposedNode { moveFocus(to: focusable) }
        }
        return deliver(KeyPress(.mouse(event)), from: hit) ? .handled : .ignored
    }
}

extension ViewNode {
    /// Whether it shows `child` in its open pop-up (a menu's list).
    fileprivate func presentsPopup(_ child: ViewNode?) -> Bool {
        guard presentsPopup, let child else { return false }
        return presentedChildren?.contains(ObjectIdentifier(child)) == true
    }

    /// Whether it is in an open menu's list, which keeps its keys from shortcuts.
    fileprivate var isInOpenMenu: Bool {
        var child: ViewNode = self
        var node = parent
        while let current = node {
            if current.presentsPopup(child) { return true }
            child = current
            node = current.parent
        }
        return false
    }
}

extension KeyPress {
    /// Whether it presses a control: Return, Space or a click.
    var activates: Bool {
        key == .return || key == .space || isClick
    }

    /// Whether this is a click (a left press).
    var isClick: Bool {
        if case .mouse(let event) = key.key { return event.kind == .click }
        return false
    }

    /// -1 for the wheel turned up, 1 down, nil for other keys.
    var wheelStep: Int? {
        guard case .mouse(let event) = key.key else { return nil }
        switch event.kind {
        case .wheelUp: return -1
        case .wheelDown: return 1
        case .click, .secondaryClick: return nil
        }
    }
}
