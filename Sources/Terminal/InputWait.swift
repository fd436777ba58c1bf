#if canImport(Glibc)
    import Glibc
#endif

/// What woke the run loop.
public enum InputWait: Equatable {
    case input
    case wake
    case timeout
    /// The terminal went away (hung up or closed): nothing more will come from it.
    case hangup

    /// Waits up to `milliseconds` (-1: forever) for input on `input` or a byte on `pipe`.
    public static func next(input: Int32, pipe: WakePipe, milliseconds: Int32) -> InputWait {
        var descriptors = [
            pollfd(fd: input, events: Int16(POLLIN), revents: 0),
            pollfd(fd: pipe.readDescriptor, events: Int16(POLLIN), revents: 0),
        ]
        let ready = poll(&descriptors, 2, milliseconds)
        guard ready > 0 else { return .timeout }
        if descriptors[1].revents != 0 { return .wake }
        if descriptors[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return .hangup }
        return .input
    }
}
