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
        return { node.map { $0.isAlive && $0.host.keyFocus.node === $0 } ?? false }
    }
}
