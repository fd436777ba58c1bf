import TrackingCore

extension ViewHost {
    /// The frame of the first live node inside `owner` made for the explicit id `id`.
    func frameOfNode(withID id: AnyHashable, inside owner: ViewNode) -> CellRect? {
        var found: ViewNode?
        for node in nodes.values where node.explicitID == id && node.isAlive && node.isDescendant(of: owner) {
            if found.map({ (node.frame.y, node.frame.x) < ($0.frame.y, $0.frame.x) }) ?? true { found = node }
        }
        return found?.frame
    }

    /// The explicit id of the top-most view inside `owner` that shows in `window` (the
    /// outermost of a view and the views inside it, which share its id).
    func topViewID(inside owner: ViewNode, window: CellRect) -> AnyHashable? {
        var found: ViewNode?
        for node in nodes.values where node.explicitID != nil && node.isAlive && !node.frame.isEmpty {
            let frame = node.frame
            guard frame.y + frame.height > window.y, frame.y < window.y + window.height,
                node.isDescendant(of: owner)
            else { continue }
            if let best = found, (best.frame.y, best.depth, best.frame.x) <= (frame.y, node.depth, frame.x) {
                continue
            }
            found = node
        }
        return found?.explicitID
    }
}
