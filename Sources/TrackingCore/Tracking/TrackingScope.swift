import CTrackingScope

/// The tracking scope of the current thread: the innermost ``Tracking`` whose `apply` is
/// running on it, if any.
///
/// Reads made on another thread are not recorded, because the scope lives in a thread-local
/// slot. That slot is a C thread-local variable, one load away (`%fs`-relative in the
/// executable that links TrackingCore), so a read outside any scope checks it directly:
/// no process-wide count of open scopes to keep, which cost every scope two atomic
/// read-modify-writes.
@usableFromInline
enum TrackingScope {
    /// Whether a tracking scope is open on this thread, so that a read must be recorded.
    @inlinable
    static var mayBeRecording: Bool { tracking_scope_current() != nil }

    /// The innermost tracking collecting reads on this thread, unretained: the scope's owner
    /// keeps it alive until the scope ends.
    static var current: Unmanaged<Tracking>? {
        tracking_scope_current().map { Unmanaged<Tracking>.fromOpaque($0) }
    }

    /// Runs `body` with `tracking` as this thread's scope; the previous scope encloses it.
    static func run<T>(_ tracking: Tracking, _ body: () throws -> T) rethrows -> T {
        let previous = tracking_scope_current()
        tracking.enclosing = previous.map { Unmanaged<Tracking>.fromOpaque($0) }
        tracking_scope_set_current(Unmanaged.passUnretained(tracking).toOpaque())
        defer {
            tracking_scope_set_current(previous)
            tracking.enclosing = nil
        }
        // The caller, `tracking` itself, keeps it alive until the scope ends.
        return try body()
    }

    /// Runs `body` with no scope on this thread, so its reads are recorded nowhere.
    static func suspended<T>(_ body: () throws -> T) rethrows -> T {
        let previous = tracking_scope_current()
        guard previous != nil else { return try body() }
        tracking_scope_set_current(nil)
        defer { tracking_scope_set_current(previous) }
        return try body()
    }
}

/// Runs `body` without recording any of its reads in the enclosing tracking scope.
public func withoutTracking<T>(_ body: () throws -> T) rethrows -> T {
    try TrackingScope.suspended(body)
}
