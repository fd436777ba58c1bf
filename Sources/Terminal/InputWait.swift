/// What woke the run loop.
public enum InputWait: Equatable {
    case input
    case wake
    case timeout
    /// The terminal went away (hung up or closed): nothing more will come from it.
    case hangup

    /// Waits up to `milliseconds` (-1: forever) for input on `input` or a byte on `pipe`.
    public static func next(input: Int32, pipe: WakePipe, milliseconds: Int32) -> InputWait {
        guard let ready = POSIX.wait(first: input, second: pipe.readDescriptor, milliseconds: milliseconds) else {
            return .timeout
        }
        if ready.second { return .wake }
        if ready.firstEnded { return .hangup }
        return .input
    }
}
