import Observation

/// The Observation side of every case, identical to ``TrackedRow``.
@Observable
nonisolated final class ObservedRow: @unchecked Sendable {
    var x = 0
    var y = 0
}
