/// What keeps a node from the screen, keys, focus and clicks: a sheet over it, a hidden page,
/// column or pushed-under view, a scroll view clipping it.
extension ViewNode {
    /// Whether the cell at `x`, `y` is in the node's frame and shown: not covered, and not
    /// clipped away by a scroll view around it. A sheet is drawn over the whole screen, so
    /// what holds the view presenting it does not clip it.
    final func shows(x: Int, y: Int) -> Bool {
        guard pointerFrame.contains(x: x, y: y), !isCovered, !style.isHidden else { return false }
        for (current, child) in outwardPath.dropFirst() {
            if let child, current.presentedChildren?.contains(ObjectIdentifier(child)) == true { return true }
            if current.clipsContent, !current.frame.contains(x: x, y: y) { return false }
        }
        return true
    }

    /// Where the pointer finds it: its frame, moved as its content is drawn when its whole
    /// body is an offset view (a gesture or a tap after `.offset`, found where it is seen).
    final var pointerFrame: CellRect {
        guard case .shifted(let x, let y, _, _) = (self as? ComposedNode)?.content else { return frame }
        return CellRect(x: frame.x + x, y: frame.y + y, width: frame.width, height: frame.height)
    }

    /// Whether it can take the focus by Tab, shortcuts and clicks: alive, drawn in some cells,
    /// not covered and not hidden.
    final var isInSight: Bool {
        isAlive && !frame.isEmpty && !isCovered && !style.isHidden
    }

    /// Whether a sheet drawn over it, or a navigation stack keeping it under the top view,
    /// keeps it from keys, focus and clicks. A view that is only out of room (laid out in no
    /// cells on a small screen) is not covered: with the focus, it still gets its keys.
    final var isCovered: Bool {
        if let presenter = host.activePresenter, !isPresented(by: presenter) { return true }
        return isInHiddenContent
    }

    /// Whether it is inside the sheet `presenter` shows.
    func isPresented(by presenter: ViewNode) -> Bool {
        guard let (_, child) = outwardPath.dropFirst().first(where: { $0.node === presenter }), let child else {
            return false
        }
        return presenter.presentedChildren?.contains(ObjectIdentifier(child)) ?? false
    }

    /// Whether a view around it keeps it laid out in no cells: a hidden tab page or column,
    /// or a navigation stack's view under the top one.
    final var isInHiddenContent: Bool {
        hidesContent || ancestors.contains { $0.hidesContent }
    }

    /// The content it holds was hidden or shown again (a page pushed over it or popped, a
    /// tab chosen): the views inside disappear or appear, but for those a page or tab of
    /// their own still hides.
    final func hiddenContentChanged(isHidden: Bool) {
        forEachChild { $0.announce(isHidden: isHidden) }
    }

    private func announce(isHidden: Bool) {
        (self as? ComposedNode)?.lifecycleState?.visibilityChanged(isHidden: isHidden)
        guard !hidesContent else { return }
        forEachChild { $0.announce(isHidden: isHidden) }
    }

    /// Calls `body` with each child node it holds now, in no set order.
    private func forEachChild(_ body: (ViewNode) -> Void) {
        if let composed = self as? ComposedNode {
            for child in composed.children.values { body(child) }
        } else if let built = self as? LayoutBuiltNode {
            for child in built.builtChildren.values { body(child) }
        }
    }
}
