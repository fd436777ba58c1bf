#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Synchronization

/// The tracking scope of the current thread: the innermost ``Tracking`` whose `apply` is
/// running on it, if any.
///
/// Reads made on another thread are not recorded, because the scope lives in a thread-local
/// slot. A process-wide count of open scopes lets a read with no scope anywhere return after
/// one relaxed load, without touching the thread-local slot at all.
@usableFromInline
enum TrackingScope {
    /// Number of scopes open on all threads. Zero means no read anywhere needs recording.
    @usableFromInline
    static let openCount = Atomic<Int>(0)

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, nil)
        precondition(status == 0, "TrackingCore: no thread-local key available")
        return key
    }()

    /// Whether some thread might be recording reads right now.
    @inlinable
    static var mayBeRecording: Bool { openCount.load(ordering: .relaxed) != 0 }

    /// The innermost tracking collecting reads on this thread.
    static var current: Tracking? {
        guard let raw = pthread_getspecific(key) else { return nil }
        return Unmanaged<Tracking>.fromOpaque(raw).takeUnretainedValue()
    }

    /// Runs `body` with `tracking` as this thread's scope; the previous scope encloses it.
    static func run<T>(_ tracking: Tracking, _ body: () throws -> T) rethrows -> T {
        let previous = pthread_getspecific(key)
        tracking.enclosing = previous.map { Unmanaged<Tracking>.fromOpaque($0) }
        pthread_setspecific(key, Unmanaged.passUnretained(tracking).toOpaque())
        openCount.add(1, ordering: .relaxed)
        defer {
            openCount.subtract(1, ordering: .relaxed)
            pthread_setspecific(key, previous)
            tracking.enclosing = nil
        }
        return try body()
    }

    /// Runs `body` with no scope on this thread, so its reads are recorded nowhere.
    static func suspended<T>(_ body: () throws -> T) rethrows -> T {
        let previous = pthread_getspecific(key)
        guard previous != nil else { return try body() }
        pthread_setspecific(key, nil)
        defer { pthread_setspecific(key, previous) }
        return try body()
    }
}

/// Runs `body` without recording any of its reads in the enclosing tracking scope.
public func withoutTracking<T>(_ body: () throws -> T) rethrows -> T {
    try TrackingScope.suspended(body)
}
