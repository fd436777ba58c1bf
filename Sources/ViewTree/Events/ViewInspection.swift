import TrackingCore

/// What a view depends on and why it ran, for an inspector: `ViewHost.inspection(of:)`.
public struct ViewInspection {
    /// The node: `TodoItemView#aaa`.
    public let identity: String
    /// How many times its body ran since start or the counters' reset.
    public let runs: Int
    /// Its last runs, the latest last (up to five).
    public let recentRuns: [Run]
    /// What its last run read of `@Trackable` models and state structs, with current values.
    public let reads: [TrackedRead]
    /// What its `derived { }` values were computed from: a change there runs the body only if
    /// the derived value changes.
    public let derivedReads: [TrackedRead]
    /// Whether its body has read `@Observable` models. Apple's Observation does not tell which
    /// properties a scope read, so they cannot be listed like ``reads``.
    public let readsObservableModels: Bool

    /// One run of the body: why it ran, and whether anything it had read changed before it.
    public struct Run: Sendable {
        /// The reason reported for the run (the first one that reached the view).
        public let cause: EvaluationCause
        /// The first change to something the previous run read (a tracked or `@Observable`
        /// property, `@State`, the environment, a derived value), if one reached the view
        /// before this run. For a run caused by `objectWillChange` or new inputs, nil means
        /// it depended on nothing that changed: it gave what the previous run gave.
        public let changedRead: EvaluationCause?

        /// Whether the run depended on nothing that changed: it ran for its inputs or an
        /// object's `objectWillChange`, and no property it had read changed.
        public var readNothingThatChanged: Bool {
            changedRead == nil && cause.isModelChange
        }
    }
}

extension ViewHost {
    /// The view with `identity` (`TodoItemView#aaa`), if it is alive. Call it on the thread that
    /// renders and changes the models.
    public func inspection(of identity: String) -> ViewInspection? {
        // Siblings are told apart (`Button[2]`), but views under different parents may still
        // share an identity (a `Button` in each of two forms): the focused one is the one
        // meant, when it is one of them.
        let focused = visibleFocusedNode.flatMap { $0.identity == identity ? $0 : nil }
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
