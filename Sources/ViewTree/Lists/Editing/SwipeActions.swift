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
        _ContextMenuContent(content: self, items: content(), trigger: .swipe(edge))
    }
}
