/// A change that fired a tracking while its `apply` was still running, handed to the thread
/// running `apply`. Boxed because it is rare: trackings do not carry its size.
final class PendingChange: Sendable {
    let change: TrackedChange

    init(_ change: TrackedChange) {
        self.change = change
    }
}
