import ViewTree

/// Drives a view or an app in memory, as a user at a terminal of `width` by `height` cells:
/// keys, typing and clicks in, the screen, its cells and what the last frame ran out. Each
/// input is followed by the frames it leads to (an `onChange` that changes state shows too),
/// so what you read afterwards is what the user would see.
///
/// ```swift
/// @Test @MainActor func saving() throws {
///     let tester = ViewTester(EditorView(), width: 40, height: 10)
///     tester.press(.tab)
///     tester.type("hello")
///     try tester.click(on: "Save")
///     #expect(tester.screen.contains("Saved"))
///     #expect(tester.bodiesRun == ["StatusLine"])
/// }
/// ```
@MainActor
public final class ViewTester {
    /// The view tree, for what this API does not cover.
    public let host: ViewHost
    /// The frames the last input led to.
    public private(set) var lastFrames: [FrameReport] = []

    /// A tester of `view` on a screen of `width` by `height` cells, its first frame rendered.
    /// Its views live in `clock`'s time (`@Environment(\.clock)`): by default a manual clock
    /// at the moment the tester is made, which only ``advance(by:)`` moves.
    public init<V: View>(_ view: V, width: Int = 80, height: Int = 24, clock: ViewClock = .manual()) {
        host = ViewHost(view, width: width, height: height, clock: clock)
        settle()
    }

    /// A tester of `app`'s root view, as `main()` would show it: its lengths SwiftUI's points
    /// (see `EnvironmentValues.pointsPerCell`).
    public convenience init<A: App>(app: A, width: Int = 80, height: Int = 24, clock: ViewClock = .manual()) {
        self.init(app.body._rootInPoints, width: width, height: height, clock: clock)
    }

    /// Presses each key in turn, each followed by its frames.
    public func press(_ keys: Key...) {
        var frames: [FrameReport] = []
        for key in keys {
            host.send(key)
            frames += settle()
        }
        lastFrames = frames
    }

    /// Presses keys typed ahead: all of them arrive before the next frame, as keys typed
    /// fast on a busy terminal do (a view's state changed by one key shows only after them).
    public func pressAhead(_ keys: Key...) {
        pressAhead(keys)
    }

    /// Presses `keys` typed ahead, as the variadic form does.
    public func pressAhead(_ keys: [Key]) {
        for key in keys { host.send(key) }
        settle()
    }

    /// Types `text`, a key a character (as a paste, they arrive before the next frame).
    public func type(_ text: String) {
        for character in text { host.send(.character(character)) }
        settle()
    }

    /// Clicks the cell at column `x`, row `y` (from the top left, from 0).
    public func click(x: Int, y: Int) {
        host.send(.mouse(MouseEvent(.click, x: x, y: y)))
        settle()
    }

    /// Drags with the left button from column `x`, row `y` to `toX`, `toY`: a press, a move
    /// to each cell on the way (columns first, then rows), and the release, each followed by
    /// its frames, as a terminal reports a drag.
    public func drag(fromX x: Int, y: Int, toX: Int, toY: Int) {
        host.send(.mouse(MouseEvent(.click, x: x, y: y)))
        var frames = settle()
        var (column, row) = (x, y)
        while (column, row) != (toX, toY) {
            if column != toX { column += toX > column ? 1 : -1 } else { row += toY > row ? 1 : -1 }
            host.send(.mouse(MouseEvent(.drag, x: column, y: row)))
            frames += settle()
        }
        host.send(.mouse(MouseEvent(.release, x: toX, y: toY)))
        lastFrames = frames + settle()
    }

    /// Releases the left button at column `x`, row `y`: the end of a click held (after
    /// ``click(x:y:)`` and ``advance(by:)``, a long press).
    public func release(x: Int, y: Int) {
        host.send(.mouse(MouseEvent(.release, x: x, y: y)))
        settle()
    }

    /// Moves the pointer to column `x`, row `y` with no button held, as a terminal reports it
    /// while a view follows the pointer (`onHover`); followed by the frames it leads to.
    public func hover(x: Int, y: Int) {
        host.send(.mouse(MouseEvent(.move, x: x, y: y)))
        settle()
    }

    /// Clicks the middle of the first place on screen that shows `text` (reading row by row).
    /// Throws ``ViewTesterError/notOnScreen(_:screen:)`` when no row shows it.
    public func click(on text: String) throws {
        for (row, line) in lines.enumerated() {
            guard let range = line.range(of: text) else { continue }
            let column = DisplayWidth.of(line[..<range.lowerBound]) + DisplayWidth.of(text) / 2
            return click(x: column, y: row)
        }
        throw ViewTesterError.notOnScreen(text, screen: screen)
    }

    /// Lets `duration` pass on the views' clock, at once on the manual one: timeline entries,
    /// a button's press, the ticks of a `Timer.publish(every:on:in:)` a view receives
    /// (`.onReceive`) and tasks waiting on `@Environment(\.clock)` fall due in order, each
    /// followed by the frames it leads to; work queued on the main actor runs too (see
    /// `ViewHost.advance(by:)`). `advance()` runs only what is queued.
    public func advance(by duration: Duration = .zero) async {
        let frames = await host.advance(by: duration)
        if !frames.isEmpty { lastFrames = frames }
    }

    /// Waits `duration` of real time, letting work on the system's time run (`Task.sleep`,
    /// `DispatchQueue.main.asyncAfter`) with the frames it leads to. The views' manual clock
    /// does not move: use it for code that does not sleep on `@Environment(\.clock)`.
    /// Foundation's timers on the main run loop (`Timer.scheduledTimer`) do not fire here: a
    /// test's main actor is not the main thread, whose run loop only the terminal's loop runs.
    /// A `Timer.publish(every:on:in:)` a view receives ticks with ``advance(by:)`` instead.
    public func wait(for duration: Duration) async {
        let frames = await host.wait(for: duration)
        if !frames.isEmpty { lastFrames = frames }
    }

    /// Resizes the screen, as a terminal window resized.
    public func resize(width: Int, height: Int) {
        host.resize(width: width, height: height)
        settle()
    }

    /// The screen's rows, without trailing spaces.
    public var lines: [String] { host.buffer.lines }

    /// The screen as text: its rows joined by newlines.
    public var screen: String { lines.joined(separator: "\n") }

    /// The cell at column `x`, row `y`: its character and style (colours, bold, reversed...).
    public func cell(x: Int, y: Int) -> Cell {
        host.buffer[x, y]
    }

    /// The views whose bodies ran in the frames the last input led to (all the keys of the
    /// last `press`), by name (`Row#42`), in the order they ran.
    public var bodiesRun: [String] { lastFrames.flatMap(\.evaluatedNodes) }

    /// The focused view's name (`TextField`, `Button#save`), or nil.
    public var focusedView: String? { host.focusedIdentity }

    /// Renders until nothing changes (`onChange` and `onPreferenceChange` actions change
    /// state after a frame); the frames become the last input's, and are returned.
    @discardableResult
    private func settle() -> [FrameReport] {
        var frames: [FrameReport] = []
        repeat { frames.append(host.renderFrame()) } while host.needsFrame && frames.count < 20
        lastFrames = frames.filter { !$0.evaluations.isEmpty }
        return lastFrames
    }
}

/// Why a ``ViewTester`` could not do what it was asked.
public enum ViewTesterError: Error, CustomStringConvertible {
    /// No row of the screen shows the text.
    case notOnScreen(String, screen: String)

    /// What went wrong, with the screen as it was.
    public var description: String {
        switch self {
        case .notOnScreen(let text, let screen): "\"\(text)\" is not on the screen:\n\(screen)"
        }
    }
}
