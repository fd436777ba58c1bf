/// Runs `apply`, records the tracked properties it reads, and calls `onChange` once, before
/// the first change of any of them is stored. Returns what `apply` returns.
///
/// Works like Observation's `withObservationTracking`, with these guarantees on top:
/// `onChange` runs at most once even when several threads mutate at the same time, and a
/// change made while `apply` is still running is not lost (`onChange` runs when `apply`
/// returns). Reads made on other threads during `apply` are not recorded.
@discardableResult
public func withTracking<T>(
    _ apply: () throws -> T,
    onChange: consuming @escaping @Sendable () -> Void
) rethrows -> T {
    try Tracking(delivery: .willSet, onChange: .plain(consume onChange)).collect(apply)
}

/// Runs `apply` like ``withTracking(_:onChange:)`` and returns its value together with the
/// ``Tracking``, which can be cancelled before any change. `onChange` learns which object and
/// property changed; `delivery` chooses whether it runs before or after the value is stored.
/// With `recordsValues`, the change also carries the old and new values, described
/// (`TodoItem(aaa).isDone false → true`); they are described only for such trackings.
public func withCancellableTracking<T>(
    _ apply: () throws -> T,
    delivery: ChangeDelivery = .willSet,
    recordsValues: Bool = false,
    onChange: consuming @escaping @Sendable (TrackedChange) -> Void
) rethrows -> (value: T, tracking: Tracking) {
    let tracking = Tracking(delivery: delivery, onChange: .explained(consume onChange), recordsValues: recordsValues)
    let value = try tracking.collect(apply)
    return (value, tracking)
}

/// When a tracking's `onChange` runs relative to the mutation that fired it.
public enum ChangeDelivery: Sendable {
    /// Before the new value is stored, as Observation's `withObservationTracking` does.
    case willSet
    /// After the new value is stored, so `onChange` can read it.
    case didSet
}
