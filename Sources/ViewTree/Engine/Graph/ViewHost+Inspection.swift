import TrackingCore

extension ViewHost {
    /// The view with `identity` (`TodoItemView#aaa`), if it is alive. Call it on the thread that
    /// renders and changes the models.
    public func inspection(of identity: String) -> ViewInspection? {
        // Siblings are told apart (`Button[2]`), but views under different parents may still
        // share an identity (a `Button` in each of two forms): the focused one is the one
        // meant, when it is one of them.
        let focused = settleFocus().flatMap { $0.identity == identity ? $0 : nil }
        guard
            let node = focused
                ?? liveNodes.compactMap({ $0 as? ComposedNode }).first(where: { $0.identity == identity })
        else { return nil }
        return ViewInspection(
            identity: identity, runs: counters.byNode[identity] ?? 0, recentRuns: node.recentRuns,
            reads: node.reads, derivedReads: node.derivedReads,
            readsObservableModels: node.observation.hasReadModels)
    }

    /// The views whose last run read `read`'s property of the same object, in identity order.
    public func readers(of read: TrackedRead) -> [String] {
        guard read.objectID != nil else { return [] }
        return liveNodes.compactMap { $0 as? ComposedNode }
            .filter { node in
                node.reads.contains { $0.objectID == read.objectID && $0.property == read.property }
            }
            .map(\.identity).sorted()
    }
}
