extension ComposedNode {
    /// While `active` (a sheet shows, a view is pushed), keys start at this node when
    /// nothing inside it has the focus, so its Escape handler gets them.
    func startsKeys(_ active: Bool) {
        host.presentation.setStartsKeys(self, active)
    }
}
