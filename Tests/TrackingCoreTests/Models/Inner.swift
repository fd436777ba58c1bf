import TrackingCore

/// The inner object of ``Outer``.
@Trackable
final class Inner: @unchecked Sendable {
    var b = 1
}
