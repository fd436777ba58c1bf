import TodoApp
import ViewTree

/// Drives the app by key names on a simulated clock, a frame after each key, as the run
/// loop does.
@MainActor
final class AppDriver {
    let app: TodoProgram
    private(set) var now = ContinuousClock.now
    private(set) var lastOutcome = KeyOutcome.handled

    /// The app over `list`, today being 2026-11-22.
    init(list: TodoList = .demo(), width: Int = 80, height: Int = 24, highlight: Bool = true) {
        app = TodoProgram(
            list: list, size: CellSize(width: width, height: height), highlight: highlight, today: { "2026-11-22" })
        app.renderFrame(now: now)
    }

    init(app: TodoProgram) {
        self.app = app
        app.renderFrame(now: now)
    }

    /// The app on a new file `todo.txt` in `folder` holding `contents`, today being 2026-11-22
    /// unless told.
    convenience init(
        folder: TemporaryFolder, contents: String, today: String = "2026-11-22", width: Int = 80, height: Int = 24
    ) throws {
        let storage = try TodoStorage(path: folder.file("todo.txt", contents))
        self.init(
            app: TodoProgram(
                list: storage.makeList(), size: CellSize(width: width, height: height), storage: storage,
                today: { today }))
    }

    /// The path of the file the app saves to.
    var path: String { app.storage?.file.path ?? "" }

    /// Presses each key (names as `--keys` takes them) and returns the last frame's report.
    /// Each key's save has finished before its frame, so the file and the screen tell what
    /// it did.
    @discardableResult
    func press(_ names: String) -> FrameReport? {
        var report: FrameReport?
        for name in names.split(separator: " ") {
            guard let key = Key(name: String(name)) else { fatalError("unknown key name \(name)") }
            now += .seconds(1)
            lastOutcome = app.handle(key, now: now)
            app.storage?.waitForSaves()
            report = app.renderFrame(now: now)
        }
        return report
    }

    /// Lets `duration` pass with no key, as the run loop waits, and renders the frame.
    @discardableResult
    func wait(_ duration: Duration) -> FrameReport? {
        now += duration
        return app.renderFrame(now: now)
    }

    /// Resizes the terminal, as the run loop does on a resize, and renders the frame.
    func resize(width: Int, height: Int) {
        now += .milliseconds(100)
        app.resize(to: CellSize(width: width, height: height))
        app.renderFrame(now: now)
    }

    /// Types text into the focused field, one key per character.
    func type(_ text: String) {
        for character in text {
            now += .milliseconds(100)
            lastOutcome = app.handle(.character(character), now: now)
            app.renderFrame(now: now)
        }
    }

    var lines: [String] { app.screen.lines }

    /// The screen without the two-column highlight gutter.
    var viewLines: [String] { lines.map { String($0.dropFirst(2)) } }

    var statusLine: String { lines[lines.count - 3] }

    var footerLine: String { lines[lines.count - 1] }
}
