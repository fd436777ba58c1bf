import Synchronization

/// A backend in memory, as ratatui's `TestBackend`: the given keys arrive one per wait, a
/// second apart on a simulated clock, so a loop runs a frame after each; what is drawn lands
/// in ``screen``. When the keys run out, the input ends and the loop stops.
public final class MemoryBackend: TerminalBackend {
    /// What the loop drew, cell by cell.
    public private(set) var screen: CellBuffer
    /// How many cells were drawn in all: a measure of the output's size.
    public private(set) var cellsDrawn = 0
    private var keys: [Key]
    private var nextKey = 0
    /// Whether the last wait let the next key through.
    private var keyArrived = false
    private var clock: ContinuousClock.Instant
    /// Wake-ups asked for from other threads, not yet seen by a wait.
    private let wakes = WakeCounter()
    /// How many waits returned `.wake`: the loop was woken rather than handed a key.
    public private(set) var wakeUpsSeen = 0
    /// Whether the loop last asked for the pointer's moves with no button held. Its keys are
    /// given as they are either way.
    public private(set) var reportsPointerMoves = false

    /// A screen of `size` that will read `keys`.
    public init(size: CellSize, keys: [Key]) {
        screen = CellBuffer(width: size.width, height: size.height)
        self.keys = keys
        clock = .now
    }

    /// The screen's size; a `.resize` key sets a new one first with ``resize(to:)``.
    public var size: CellSize { CellSize(width: screen.width, height: screen.height) }

    /// Simulated: a second passes with each key.
    public var now: ContinuousClock.Instant { clock }

    /// Changes the screen's size, as a terminal window does.
    public func resize(to size: CellSize) {
        screen.resize(width: size.width, height: size.height)
    }

    /// Copies the cells of `region` to ``screen``.
    public func draw(_ buffer: CellBuffer, region: CellRect?) {
        guard let region else { return }
        if buffer.width != screen.width || buffer.height != screen.height {
            screen.resize(width: buffer.width, height: buffer.height)
        }
        let bounds = region.clipped(to: CellRect(x: 0, y: 0, width: buffer.width, height: buffer.height))
        screen.copy(buffer, region: bounds, toX: bounds.x, y: bounds.y)
        cellsDrawn += bounds.width * bounds.height
    }

    /// Copies every cell to ``screen``.
    public func redraw(_ buffer: CellBuffer) {
        draw(buffer, region: CellRect(x: 0, y: 0, width: buffer.width, height: buffer.height))
    }

    /// Returns at once: a wake-up, the next key, or the end of the input. Never sleeps.
    public func wait(milliseconds: Int32) -> BackendEvent {
        if wakes.count.exchange(0, ordering: .acquiringAndReleasing) > 0 {
            wakeUpsSeen += 1
            return .wake
        }
        guard nextKey < keys.count else { return .inputEnded(status: 0) }
        keyArrived = true
        return .input
    }

    /// The key the last wait let through, once.
    public func readKey() -> Key? {
        guard keyArrived, nextKey < keys.count else { return nil }
        keyArrived = false
        defer { nextKey += 1 }
        clock += .seconds(1)
        return keys[nextKey]
    }

    /// Makes the next wait return `.wake`.
    public var wakeUp: @Sendable () -> Void {
        { [wakes] in wakes.count.add(1, ordering: .releasing) }
    }

    /// Notes what the loop asked for.
    public func setReportsPointerMoves(_ reports: Bool) {
        reportsPointerMoves = reports
    }

    /// Nothing to give back: the loop draws everything again after it.
    public func suspend() {}

    /// Nothing to give back.
    public func close() {}
}

/// A counter threads can share: an atomic lives in a class to be captured.
private final class WakeCounter: Sendable {
    let count = Atomic<Int>(0)
}
