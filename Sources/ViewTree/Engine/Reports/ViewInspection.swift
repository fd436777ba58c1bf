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
