extension ComposedNode {
    /// Marks the running body as a menu's: its list is a pop-up at its own size, keys start
    /// at it while it is open, and `close` closes it when its view hides. A modeless pop-up
    /// (a search field's suggestions) is drawn the same way, but the focus and the keys stay
    /// where they are.
    func showsPopup(_ isOpen: Bool, isModal: Bool = true, close: @escaping () -> Void) {
        container.insert(isModal ? .presentsPopup : [.presentsPopup, .presentsModelessPopup])
        if isModal { startsKeys(isOpen) }
        host.presentation.setPopupCloser(isOpen ? close : nil, for: id)
    }

    /// A function telling whether the menu whose body is running may open its list when
    /// called: not while it is hidden or under a sheet (a key from the sheet reaches a context
    /// menu around the view presenting it).
    static func currentMayOpenPopup() -> () -> Bool {
        weak let node = EvaluationContext.current
        return { node.map { $0.isAlive && !$0.isInHiddenContent && !$0.isUnderASheet } ?? false }
    }
}
