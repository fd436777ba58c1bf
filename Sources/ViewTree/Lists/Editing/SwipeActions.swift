extension View {
    /// Actions a row shows when swiped from `edge`, as SwiftUI's `.swipeActions`, with keys for
    /// the swipe: while the focus is in the row (a link, a button, a toggle), Left opens the
    /// trailing edge's actions and Right the leading edge's, in a pop-up list at the row, as a
    /// ``View/contextMenu(menuItems:)``'s (Up and Down, Return runs one and closes the list,
    /// Escape closes it); a right click opens the trailing ones. The first action has the
    /// focus when the list opens, so Return on it is the full swipe that `allowsFullSwipe`
    /// allows. A view inside that takes Left or Right itself (a text field, a slider) keeps
    /// them.
    public func swipeActions<Actions: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> Actions
    ) -> some View {
        _SwipeActionsContent(content: self, edge: edge, actions: content())
    }
}

/// A row with the actions of one edge's swipe.
public struct _SwipeActionsContent<Content: View, Actions: View>: View, ModifierNodeView {
    let content: Content
    let edge: HorizontalEdge
    let actions: Actions
    @State private var isOpen = false

    /// The row, and its actions over everything while they are open.
    public var body: some View {
        let (open, edge) = ($isOpen, edge)
        let close = { open.wrappedValue = false }
        let mayOpen = ComposedNode.currentMayOpenPopup()
        EvaluationContext.current?.showsPopup(open.wrappedValue, close: close)
        let list = isOpen ? AnyView(MenuList(content: actions, close: close)) : nil
        return _PresentationLayer(base: content, top: list)
            .onKeyPress { press in
                switch press.key.key {
                case .escape where open.wrappedValue: close()
                case .left where edge == .trailing && !open.wrappedValue && mayOpen(),
                    .right where edge == .leading && !open.wrappedValue && mayOpen():
                    open.wrappedValue = true
                case .mouse(let event)
                where event.kind == .secondaryClick && edge == .trailing && !open.wrappedValue && mayOpen():
                    open.wrappedValue = true
                default: return .ignored
                }
                return .handled
            }
    }
}
