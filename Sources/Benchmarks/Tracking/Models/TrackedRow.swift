import TrackingCore

/// The TrackingCore side of every case: two counters and ten fields.
@Trackable
nonisolated final class TrackedRow: @unchecked Sendable {
    var x = 0
    var y = 0
}
