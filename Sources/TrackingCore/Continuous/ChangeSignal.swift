import SanitizedMutex
import Synchronization

/// Hands "something changed" from a tracking to one waiting task, remembering a change that
/// arrives before anybody waits.
final class ChangeSignal: Sendable {
    private struct State {
        var changed = false
        var cancelled = false
        var waiter: CheckedContinuation<Bool, Never>?
        var tracking: Tracking?
    }

    private let state = Mutex(State())

    deinit {
        state.withSanitizedLock { $0.tracking }?.cancel()
    }

    /// Keeps `tracking` so cancellation can release it.
    func watch(_ tracking: Tracking) {
        let cancelled = state.withSanitizedLock { state -> Bool in
            state.tracking = tracking
            return state.cancelled
        }
        if cancelled { tracking.cancel() }
    }

    /// Called by the tracking when it fires.
    func signal() {
        let waiter = state.withSanitizedLock { state -> CheckedContinuation<Bool, Never>? in
            state.tracking = nil
            guard let waiter = state.waiter else {
                state.changed = true
                return nil
            }
            state.waiter = nil
            return waiter
        }
        waiter?.resume(returning: true)
    }

    /// Waits for a change; false when the waiting task was cancelled.
    func waitForChange() async -> Bool {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let ready = state.withSanitizedLock { state -> Bool? in
                    if state.cancelled { return false }
                    if state.changed {
                        state.changed = false
                        return true
                    }
                    state.waiter = continuation
                    return nil
                }
                if let ready { continuation.resume(returning: ready) }
            }
        } onCancel: {
            let (waiter, tracking) = state.withSanitizedLock { state in
                state.cancelled = true
                defer {
                    state.waiter = nil
                    state.tracking = nil
                }
                return (state.waiter, state.tracking)
            }
            tracking?.cancel()
            waiter?.resume(returning: false)
        }
    }
}
