/// The size ``View/containerRelativeFrame(_:alignment:)`` reads: SwiftUI's nearest container
/// (the window, a navigation stack's page, a tab, a split view's column, a scroll view, a list,
/// a sheet). It is a fact of layout, not of bodies, so it is kept while laying out: each
/// container lays out its content inside ``ViewHost/withContainer(_:_:)``, and a node drawn
/// alone is laid out again in the size it was placed in.
extension ViewHost {
    /// Runs `layout` with `size` as the nearest container's size.
    func withContainer<Result>(_ size: CellSize, _ layout: () -> Result) -> Result {
        let outer = containerSize
        containerSize = size
        defer { containerSize = outer }
        return layout()
    }

    /// Runs `layout` inside a container offered `proposal`: a container takes all of a
    /// bounded offer; along an axis offered no limit (it is measured for its ideal size) the
    /// container around it still holds.
    func withContainer<Result>(of proposal: CellSize, _ layout: () -> Result) -> Result {
        let size = CellSize(
            width: CellSize.isUnbounded(proposal.width) ? containerSize.width : proposal.width,
            height: CellSize.isUnbounded(proposal.height) ? containerSize.height : proposal.height)
        return withContainer(size, layout)
    }
}

extension ViewNode {
    /// Notes that a view in its body sizes itself from the nearest container: it and every
    /// node around it measure again when that size changes.
    func readContainerSize() {
        var current: ViewNode? = self
        while let node = current, !node.readsContainerSize {
            node.readsContainerSize = true
            current = node.parent
        }
    }
}
