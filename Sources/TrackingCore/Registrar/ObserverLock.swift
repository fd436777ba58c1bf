import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The lock of one object's observers: taken with one compare-and-exchange and released with
/// a plain store, where `Mutex` pays a second atomic read-modify-write to release (it must
/// see whether a waiter sleeps). Every tracking's life takes it twice, to register and to
/// claim, and an atomic read-modify-write costs here about what the rest of a claim does.
///
/// What it guards is a few dozen instructions that run no user code (an entry dropped under
/// it never ends the last reference to a tracking), so a waiter spins; it yields its
/// processor between tries once it has spun a while, in case the holder was preempted.
/// ThreadSanitizer sees the acquire and the release on the atomic itself.
struct ObserverLock: ~Copyable {
    private let locked = Atomic<Bool>(false)

    init() {}

    /// Runs `body` holding the lock.
    @inline(__always)
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        if !locked.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {
            waitAndLock()
        }
        defer { locked.store(false, ordering: .releasing) }
        return try body()
    }

    /// The contended path, out of line.
    @inline(never)
    private func waitAndLock() {
        var tries = 0
        while true {
            // Read before trying, so that waiters do not take the line from the holder.
            if !locked.load(ordering: .relaxed),
                locked.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged
            {
                return
            }
            tries += 1
            if tries >= 64 { sched_yield() }
        }
    }
}
