#if canImport(Glibc)
    import Glibc
#endif

/// A pipe the run loop polls next to the keyboard: other threads write to it to ask for a
/// frame, and the signal handlers write the number of a terminating signal.
public final class WakePipe: Sendable {
    /// The end the loop polls.
    public let readDescriptor: Int32
    /// The end writers use, including signal handlers.
    public let writeDescriptor: Int32

    /// A new non-blocking pipe, closed on exec.
    public init() {
        var descriptors: [Int32] = [-1, -1]
        precondition(pipe(&descriptors) == 0, "cannot create a pipe")
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        readDescriptor = descriptors[0]
        writeDescriptor = descriptors[1]
    }

    deinit {
        close(readDescriptor)
        close(writeDescriptor)
    }

    /// Wakes the loop up; safe from any thread.
    public func wake() {
        var zero: UInt8 = 0
        _ = write(writeDescriptor, &zero, 1)
    }

    /// Empties the pipe; returns the terminating signal that arrived, if any.
    public func drain() -> Int32? {
        var signal: Int32?
        var bytes = [UInt8](repeating: 0, count: 64)
        while true {
            let count = read(readDescriptor, &bytes, bytes.count)
            guard count > 0 else { return signal }
            for byte in bytes.prefix(count) where byte != 0 { signal = Int32(byte) }
        }
    }
}
