import TrackingCore

/// Seed 004's nested objects: `A` holds a `B`.
@Trackable
final class Outer: @unchecked Sendable {
    var a = 1
    var b = Inner()
}
