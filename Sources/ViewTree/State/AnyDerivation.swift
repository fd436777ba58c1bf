import TrackingCore

/// A derived value used by a body, whatever its type.
class AnyDerivation {
    /// Computes the value again, tracking its reads anew; true when it changed.
    func recompute() -> Bool {
        fatalError("subclass must implement")
    }

    func cancel() {}

    /// What the value was last computed from.
    var reads: [TrackedRead] { [] }
}
