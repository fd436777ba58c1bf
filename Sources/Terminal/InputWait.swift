/// Waiting for input: what woke the run loop, and the pipe that wakes it from other threads
/// and signal handlers.

/// What woke the run loop.
public enum InputWait: Equatable {
    case input
    case wake
    case timeout
    /// The terminal went away (hung up or closed): nothing more will come from it.
    case hangup

    /// Waits up to `milliseconds` (-1: forever) for input on `input` or a byte on `pipe`.
    public static func next(input: Int32, pipe: WakePipe, milliseconds: Int32) -> InputWait {
        found(POSIX.wait(on: [input, pipe.readDescriptor], milliseconds: milliseconds))
    }

    /// What a wait on the input and the pipe found (nil: the time ran out).
    static func found(_ readiness: [POSIX.Readiness]?) -> InputWait {
        guard let readiness else { return .timeout }
        if readiness[1].isReady { return .wake }
        if readiness[0].hasEnded { return .hangup }
        return readiness[0].isReady ? .input : .timeout
    }
}

/// A pipe the run loop polls next to the keyboard: other threads write to it to ask for a
/// frame, and the signal handlers write the number of a terminating signal.
public final class WakePipe: Sendable {
    /// The end the loop polls.
    public let readDescriptor: Int32
    /// The end writers use, including signal handlers.
    public let writeDescriptor: Int32

    /// A new non-blocking pipe, closed on exec.
    public init() {
        (readDescriptor, writeDescriptor) = POSIX.nonBlockingPipe()
    }

    deinit {
        POSIX.closeDescriptor(readDescriptor)
        POSIX.closeDescriptor(writeDescriptor)
    }

    /// Wakes the loop up; safe from any thread.
    public func wake() {
        POSIX.writeByte(0, to: writeDescriptor)
    }

    /// Empties the pipe; returns the terminating signal that arrived, if any.
    public func drain() -> Int32? {
        var signal: Int32?
        var bytes = [UInt8](repeating: 0, count: 64)
        while true {
            let count = POSIX.readAvailable(readDescriptor, into: &bytes)
            guard count > 0 else { return signal }
            for byte in bytes.prefix(count) where byte != 0 { signal = Int32(byte) }
        }
    }
}
