/// How changes turn into body evaluations.
public enum InvalidationMode: Sendable, Equatable {
    /// Only bodies that read the changed property run (Observation).
    case fine
    /// Any model change runs every body that reads models, and a parent's run re-runs
    /// children holding objects or bindings (ObservableObject with `objectWillChange`).
    case coarse
}
