/// What a run loop draws on and reads keys from: the real terminal (`TerminalScreen`) or
/// memory (``MemoryBackend``), for tests and headless runs. Used from one thread, except
/// ``wakeUp``.
public protocol TerminalBackend: AnyObject {
    /// The screen's size in cells.
    var size: CellSize { get }
    /// The time now: the clock for highlights and notices (a memory backend's is simulated).
    var now: ContinuousClock.Instant { get }
    /// Shows the cells of `region` from `buffer`; nothing when `region` is nil.
    func draw(_ buffer: CellBuffer, region: CellRect?)
    /// Shows every cell of `buffer` again, after the screen lost its contents.
    func redraw(_ buffer: CellBuffer)
    /// Waits up to `milliseconds` (-1: as long as it takes) for a key or a wake-up.
    func wait(milliseconds: Int32) -> BackendEvent
    /// The next key, if one is waiting.
    func readKey() -> Key?
    /// Called from any thread to end a ``wait(milliseconds:)``: a model changed.
    var wakeUp: @Sendable () -> Void { get }
    /// Gives the screen back until the user resumes (Ctrl-Z, then `fg`).
    func suspend()
    /// Gives the screen back for good. Safe to call twice.
    func close()
    /// Whether ``wait(milliseconds:)`` runs the main run loop, where the main actor's other
    /// work and timers run; the run loop gives a backend that does not a pass between keys.
    var waitsInMainRunLoop: Bool { get }
    /// Starts (true) or stops reporting the pointer's moves with no button held, as
    /// `.mouse(MouseEvent(.move, ...))` keys: while a view follows the pointer.
    func setReportsPointerMoves(_ reports: Bool)
}

extension TerminalBackend {
    /// A backend waits elsewhere unless it says so.
    public var waitsInMainRunLoop: Bool { false }

    /// A backend that reports no moves ignores it.
    public func setReportsPointerMoves(_ reports: Bool) {}
}

/// What ended a backend's wait.
public enum BackendEvent: Equatable, Sendable {
    /// Keys are waiting.
    case input
    /// Another thread asked for a frame.
    case wake
    /// The time ran out.
    case timeout
    /// A terminating signal arrived: its number.
    case signal(Int32)
    /// The input is gone (a hung-up terminal), with the exit status that says so.
    case inputEnded(status: Int32)
}
