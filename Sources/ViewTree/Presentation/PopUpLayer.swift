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

extension View {
    /// This view with `popUp` under it, over everything, while it is not nil, as
    /// ``popUp(_:isOpen:close:closedKey:)`` draws a menu's list, but modeless: the focus stays
    /// where it is, and the views around keep their keys and clicks (a search field's
    /// suggestions, listed while the field is typed in). The view's own keys close it; `close`
    /// closes it when the view hides.
    func modelessPopUp(_ popUp: AnyView?, close: @escaping () -> Void) -> some View {
        EvaluationContext.current?.showsPopup(popUp != nil, isModal: false, close: close)
        return _PresentationLayer(base: self, top: popUp)
    }
}
