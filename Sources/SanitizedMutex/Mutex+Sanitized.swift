import CThreadSanitizer
import Synchronization

extension Mutex where Value: ~Copyable {
    /// `withLock`, with the lock's acquire and release told to ThreadSanitizer, which does not
    /// see `Mutex`'s futexes on Linux (`make tsan`). In a normal build the annotations are a
    /// branch on a null symbol.
    @inlinable
    package borrowing func withSanitizedLock<Result: ~Copyable, E: Error>(
        _ body: (inout sending Value) throws(E) -> sending Result
    ) throws(E) -> sending Result {
        // The mutex's own address names the lock; it is never dereferenced. A noncopyable
        // value is borrowed in place, so the address is the stored mutex's.
        let address = withUnsafePointer(to: self) { UnsafeMutableRawPointer(mutating: $0) }
        return try withLock { (value: inout sending Value) throws(E) -> sending Result in
            thread_sanitizer_acquire(address)
            defer { thread_sanitizer_release(address) }
            return try body(&value)
        }
    }
}
