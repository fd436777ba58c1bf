/// What a ``TerminalLoop`` runs: something that renders frames into a screen and takes keys.
/// A ``ViewHost`` wrapped by an `App` is one; an app with chrome of its own around its view
/// trees (todo-tui) is another.
@MainActor
public protocol TerminalProgram: AnyObject {
    /// Whether a frame would change something.
    var needsFrame: Bool { get }
    /// Runs a frame if something changed; `now` dates highlights and notices.
    @discardableResult
    func renderFrame(now: ContinuousClock.Instant) -> FrameReport?
    /// The picture to show.
    var screen: CellBuffer { get }
    /// The screen's cells that changed since the last call.
    func takeDamage() -> CellRect?
    /// Lays everything out for a new screen size.
    func resize(to size: CellSize)
    /// Does what `key` means.
    func handle(_ key: Key, now: ContinuousClock.Instant) -> KeyOutcome
    /// When something on screen expires by itself (a highlight, a notice), if anything does.
    var nextDeadline: ContinuousClock.Instant? { get }
    /// Called from any thread when a model change needs a frame.
    func setFrameRequestHandler(_ handler: (@Sendable () -> Void)?)
    /// Whether it wants the pointer's moves with no button held (a view has a hover action):
    /// the loop asks the terminal for them only then.
    var wantsPointerMoves: Bool { get }
}

extension TerminalProgram {
    /// A program follows no pointer unless it says so.
    public var wantsPointerMoves: Bool { false }
}

/// What the run loop does after a key.
public enum KeyOutcome: Equatable, Sendable {
    /// Nothing more: go on.
    case handled
    /// End the run.
    case quit
    /// Give the terminal back and stop, as Ctrl-Z does.
    case suspend

    /// What a key no view used means, as in terminal programs: Ctrl-C quits, Ctrl-Z
    /// suspends, anything else is let go.
    public static func unused(_ key: Key) -> KeyOutcome {
        switch key {
        case .control("c"): .quit
        case .control("z"): .suspend
        default: .handled
        }
    }
}
