extension ViewHost {
    /// The sheet, alert or stack with a view pushed that keys start at: the innermost alive
    /// one on screen (a hidden tab's stack keeps its pushed view, but not the keys). A sheet's
    /// presenter counts as on screen: its sheet is.
    var presentationNode: ComposedNode? {
        let presenter = activePresenter
        return presentation.keyStarters.compactMap(\.node).filter { $0.isAlive && ($0 === presenter || !$0.isCovered) }
            .max { $0.depth < $1.depth }
    }
}
