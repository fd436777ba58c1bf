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
        if takeDefaultFocus(accepting: accepting) { host.moveFocus(to: self, tellingBindingsAfterFrame: true) }
        return location
    }
}
