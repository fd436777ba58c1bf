import SanitizedMutex
import Synchronization

/// Observes a computed value continuously: after every change of what it read, the value is
/// computed again under a new tracking and handed to `onChange`, until ``cancel()``.
///
/// Created by ``observeContinuously(_:onChange:)``. Values are delivered after the change is
/// stored, on the thread that made it. Changes that arrive while a value is being computed
/// or delivered are coalesced into one more round, so deliveries never overlap and the last
/// delivered value is always current. Dropping the last reference cancels the observation.
public final class ContinuousTracking<Value>: Sendable {
    private struct State {
        var current: Tracking?
        var isCancelled = false
    }

    private let state = Mutex(State())
    /// Rounds requested and not yet finished; the thread that raises it from zero runs them.
    private let pendingRounds = Atomic<Int>(0)
    private let produce: @Sendable () -> Value
    private let onChange: @Sendable (Value) -> Void

    init(produce: @escaping @Sendable () -> Value, onChange: @escaping @Sendable (Value) -> Void) {
        self.produce = produce
        self.onChange = onChange
    }

    deinit {
        cancel()
    }

    /// Whether the observation still delivers values.
    public var isActive: Bool { state.withSanitizedLock { !$0.isCancelled } }

    /// Stops the observation; the value closure and `onChange` are not called again once
    /// any round already running has ended.
    public func cancel() {
        let tracking = state.withSanitizedLock { state -> Tracking? in
            state.isCancelled = true
            defer { state.current = nil }
            return state.current
        }
        tracking?.cancel()
    }

    /// Computes and returns the first value, installing the first tracking.
    func start() -> Value {
        pendingRounds.store(1, ordering: .releasing)
        let first = track()
        finishRound()
        return first
    }

    private func changed() {
        guard pendingRounds.wrappingAdd(1, ordering: .acquiringAndReleasing).oldValue == 0 else { return }
        runRounds()
    }

    private func runRounds() {
        while true {
            guard isActive else { return pendingRounds.store(0, ordering: .releasing) }
            let value = track()
            guard isActive else { return pendingRounds.store(0, ordering: .releasing) }
            onChange(value)
            if finishedAllRounds() { return }
        }
    }

    /// Ends the round; true when no change arrived meanwhile.
    private func finishedAllRounds() -> Bool {
        let (finished, _) = pendingRounds.compareExchange(
            expected: 1, desired: 0, ordering: .acquiringAndReleasing)
        if !finished { pendingRounds.store(1, ordering: .releasing) }
        return finished
    }

    private func finishRound() {
        if !finishedAllRounds() { runRounds() }
    }

    private func track() -> Value {
        let (value, tracking) = withCancellableTracking(produce, delivery: .didSet) { [weak self] _ in
            self?.changed()
        }
        let keep = state.withSanitizedLock { state -> Bool in
            guard !state.isCancelled else { return false }
            state.current = tracking
            return true
        }
        if !keep { tracking.cancel() }
        return value
    }
}

/// Computes `value` now and again after every change of the tracked properties it reads,
/// calling `onChange` with each new value until the returned handle is cancelled or released.
///
/// The first value is returned, not delivered. Later values are delivered on the thread that
/// stored the change, after the store.
public func observeContinuously<Value>(
    _ value: @escaping @Sendable () -> Value,
    onChange: @escaping @Sendable (Value) -> Void
) -> (initial: Value, observation: ContinuousTracking<Value>) {
    let observation = ContinuousTracking(produce: value, onChange: onChange)
    return (observation.start(), observation)
}
