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
}
