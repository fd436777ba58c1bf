/// What the run loop does after a key.
public enum KeyOutcome: Equatable, Sendable {
    case handled
    case quit
    /// Give the terminal back and stop, as Ctrl-Z does.
    case suspend
}
