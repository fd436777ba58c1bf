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
        case .click, .secondaryClick, .drag, .release, .move: return nil
        }
    }
}
