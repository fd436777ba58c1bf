import TrackingCore

/// Ten tracked properties, for reads of many properties in one scope.
@Trackable
nonisolated final class TrackedWide: @unchecked Sendable {
    var p0 = 0
    var p1 = 1
    var p2 = 2
    var p3 = 3
    var p4 = 4
    var p5 = 5
    var p6 = 6
    var p7 = 7
    var p8 = 8
    var p9 = 9

    /// The sum of all ten, read one after the other.
    var sum: Int { p0 + p1 + p2 + p3 + p4 + p5 + p6 + p7 + p8 + p9 }
}
