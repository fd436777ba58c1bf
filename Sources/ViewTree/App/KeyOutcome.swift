/// What the run loop does after a key.
public enum KeyOutcome: Equatable, Sendable {
    /// Nothing more: go on.
    case handled
    /// End the run.
    case quit
    /// Give the terminal back and stop, as Ctrl-Z does.
    case suspend
}
