import TrackingCore

/// What a view depends on and why it ran, for an inspector: `ViewHost.inspection(of:)`.
public struct ViewInspection {
    /// The node: `TodoItemView#aaa`.
    public let identity: String
    /// How many times its body ran since start or the counters' reset.
    public let runs: Int
    /// Why it ran, the latest last (up to five).
    public let recentCauses: [EvaluationCause]
    /// What its last run read of `@Trackable` models and state structs, with current values.
    public let reads: [TrackedRead]
    /// What its `derived { }` values were computed from: a change there runs the body only if
    /// the derived value changes.
    public let derivedReads: [TrackedRead]
}

extension ViewHost {
    /// The view with `identity` (`TodoItemView#aaa`), if it is alive. Call it on the thread that
    /// renders and changes the models.
    public func inspection(of identity: String) -> ViewInspection? {
        guard let node = liveNodes.compactMap({ $0 as? ComposedNode }).first(where: { $0.identity == identity })
        else { return nil }
        return ViewInspection(
            identity: identity, runs: counters.byNode[identity] ?? 0, recentCauses: node.recentCauses,
            reads: node.reads, derivedReads: node.derivedReads)
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
