extension View {
    /// This view with `popUp` over everything while it is not nil: what a menu's list, a
    /// context menu, swipe actions and a popover share. Called in the body of the view that
    /// owns the pop-up, so that the host knows it is open (keys start in it; a click outside
    /// closes it with `close`). Escape closes it; while it is closed, `closedKey` may open it
    /// (`.handled` when it did). `isOpen` is asked when a key comes, not when the body ran:
    /// several keys may come before the next frame.
    func popUp(
        _ popUp: AnyView?, isOpen: @escaping () -> Bool, close: @escaping () -> Void,
        closedKey: @escaping (KeyPress) -> KeyPress.Result = { _ in .ignored }
    ) -> some View {
        EvaluationContext.current?.showsPopup(popUp != nil, close: close)
        return _PresentationLayer(base: self, top: popUp)
            .onKeyPress { press in
                guard isOpen() else { return closedKey(press) }
                guard press.key == .escape else { return .ignored }
                close()
                return .handled
            }
    }
}
