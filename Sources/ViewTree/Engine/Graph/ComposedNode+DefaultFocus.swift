extension ComposedNode {
    /// Whether this node, made focusable for the first time, takes the focus: it is the first
    /// focusable view inside content that prefers the default focus.
    func takeDefaultFocus(accepting: Bool) -> Bool {
        guard accepting, let scope = environment.defaultFocusScope, !scope.hasGivenFocus else { return false }
        scope.hasGivenFocus = true
        return true
    }
}
