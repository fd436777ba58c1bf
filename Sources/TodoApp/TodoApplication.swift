import Logging
import TrackingCore
import ViewTree

/// The app without a terminal: models, the view tree, key handling, and the composed screen
/// with its status bar, log pane and highlight marks. A terminal run loop, the headless mode
/// and the tests all drive this same object.
public final class TodoApplication: TerminalProgram {
    /// The items, the selection and the file's lines.
    public let list: TodoList
    /// What the screens show: the screen, the query and the title cursor.
    public let state = AppState()
    /// The view tree of the current mode's screens; a new one when the mode changes.
    public private(set) var host: ViewHost
    /// The screens shown: fine (models read property by property) or coarse (held as
    /// `ObservableObject`s).
    public private(set) var mode: InvalidationMode
    var frameRequestHandler: (@Sendable () -> Void)?
    /// The coarse screens beside the fine ones, with `--compare`.
    let companion: CompanionScreens?
    /// Every body evaluation, for the log pane and `--log`.
    public let log: EvaluationLog
    let session: FileSession
    let editor: ItemEditor
    let today: () -> String
    var history = UndoHistory()
    let chrome: RenderInspector
    /// What the last frame did; the status bar shows it.
    public private(set) var lastReport: FrameReport?

    /// The app over `list` on a screen of `size`, in `mode`, saving to `storage` when given;
    /// `compare` shows both modes side by side.
    public init(
        list: TodoList, size: CellSize, mode: InvalidationMode = .fine, highlight: Bool = true, logger: Logger? = nil,
        logFormat: LogFormat = .text, compare: Bool = false, storage: TodoStorage? = nil,
        today: @escaping () -> String = CalendarDate.today
    ) {
        self.mode = mode
        self.list = list
        self.today = today
        session = FileSession(storage: storage)
        editor = ItemEditor(list: list, state: state, today: today)
        log = EvaluationLog(logger: logger, format: logFormat)
        chrome = RenderInspector(size: size, compares: compare, highlight: highlight)
        host = Self.makeHost(mode: compare ? .fine : mode, list: list, state: state, layout: chrome.layout)
        let state = self.state
        companion = chrome.layout.companionArea.map { CompanionScreens(list: list, state: state, area: $0) }
        if let storage, storage.file.isReadOnly {
            chrome.show("\(storage.file.name) is read-only: viewing only", now: .now, for: .seconds(10))
        }
    }

    /// A view tree of `mode`'s screens, sized to the layout's view area.
    private static func makeHost(mode: InvalidationMode, list: TodoList, state: AppState, layout: InspectorLayout)
        -> ViewHost
    {
        let (width, height) = (max(0, layout.viewArea.width), max(0, layout.viewArea.height))
        let host =
            switch mode {
            case .fine: ViewHost(AppView(list: list, state: state), width: width, height: height)
            case .coarse:
                ViewHost(ObservableObjectScreens.AppView(state: state, list: list), width: width, height: height)
            }
        // The app exists to explain renders: its causes say from what to what.
        host.recordsValues = true
        return host
    }

    /// The todo.txt file the list is saved to; nil for the demo items kept in memory.
    public var storage: TodoStorage? { session.storage }
    /// Set when the file changed on disk: saving waits until `r` or `w` says what to do.
    public var hasConflict: Bool { session.hasConflict }
    /// Whether the last save failed or was stopped by a change on disk.
    public var hasUnsavedChanges: Bool { session.hasUnsavedChanges }
    /// Whether rows whose body ran are marked for a moment.
    public var highlightsUpdates: Bool { chrome.highlightsUpdates }
    /// Whether the pane under the views shows the evaluation log.
    public var showsLog: Bool { chrome.showsLog }
    /// Whether the pane under the views shows the inspector instead of the log.
    public var showsInspector: Bool { chrome.showsInspector }
    /// Whether the gutter shows how many times each row's body ran.
    public var showsHeatMap: Bool { chrome.showsHeatMap }

    /// The composed screen.
    public var screen: CellBuffer { chrome.screen }

    /// The screen's changed cells since the last call, for the terminal to draw.
    public func takeDamage() -> CellRect? {
        chrome.takeDamage()
    }

    /// Whether a frame would change something.
    public var needsFrame: Bool {
        host.needsFrame || companion?.host.needsFrame == true || chrome.isStale || session.hasNews
    }

    /// When the next highlight or notice expires, for the run loop's wait.
    public var nextDeadline: ContinuousClock.Instant? { chrome.nextDeadline }

    /// Called from any thread when a model change needs a frame.
    public func setFrameRequestHandler(_ handler: (@Sendable () -> Void)?) {
        frameRequestHandler = handler
        host.setFrameRequestHandler(handler)
        companion?.host.setFrameRequestHandler(handler)
        storage?.setSaveHandler(handler)
    }

    // MARK: Frames

    /// Runs the view tree's frame if something changed, then brings the chrome up to date.
    @discardableResult
    public func renderFrame(now: ContinuousClock.Instant = .now) -> FrameReport? {
        var report: FrameReport?
        if host.needsFrame {
            let frame = host.renderFrame()
            report = frame
            lastReport = frame
            log.append(frame.evaluations)
            chrome.place(frame, of: host, now: now)
        }
        if let companion { _ = companion.render(into: chrome) }
        let news = session.takeNews()
        if let notice = news.notice { chrome.show(notice, now: now) }
        // The footer shows the conflict, or stops showing it.
        if news.changed { chrome.setStale() }
        chrome.expire(now: now)
        if chrome.isStale {
            chrome.paint(
                RenderInspector.Content(
                    host: host, companion: companion.map { ($0.host, $0.lastReport) },
                    label: mode == .fine ? "fine" : "coarse", checksCoarseRuns: mode == .coarse,
                    lastReport: lastReport,
                    inspected: list.selectedItem.map { "TodoItemView#" + $0.trackingLabel },
                    source: session.sourceLabel, footer: session.conflictText ?? KeyBindings.footer,
                    logLines: log.lines))
        }
        return report
    }

    /// Lays everything out for a new terminal size.
    public func resize(to size: CellSize) {
        chrome.relayout(to: size, host: host, companion: companion?.host)
    }

    /// Shows the other mode's screens: a new view tree over the same models, so the counters
    /// start again.
    func switchMode(now: ContinuousClock.Instant) {
        if companion != nil { return chrome.show("comparing: both modes are shown", now: now) }
        mode = mode == .fine ? .coarse : .fine
        host = Self.makeHost(mode: mode, list: list, state: state, layout: chrome.layout)
        host.setFrameRequestHandler(frameRequestHandler)
        lastReport = nil
        chrome.replaceViews()
        chrome.show(
            mode == .fine
                ? "fine mode: only bodies that read a change run"
                : "coarse mode: views hold ObservableObjects; any change runs every holder", now: now)
    }

    // MARK: Keys

    /// Does what `key` means on the current screen.
    public func handle(_ key: Key, now: ContinuousClock.Instant = .now) -> KeyOutcome {
        if key == .resize { return .handled }
        if chrome.layout.isTooSmall {
            return key == .character("q") || key == .control("c") ? .quit : .handled
        }
        guard let command = KeyBindings.command(for: key, on: state.screen) else {
            return notify("\(key) does nothing here; ? lists the keys", now)
        }
        if command != .quit { session.withdrawQuitQuestion() }
        if session.isReadOnly, command.isEdit, let storage {
            return notify("\(storage.file.name) is read-only: nothing can change", now)
        }
        let outcome = apply(command, now: now)
        if command.changesItems { save() }
        return outcome
    }

    /// Ends the run: a title being edited is kept as if the item screen were left, and saved.
    /// Returns why changes are not in the file, when they could not be saved.
    public func finish(now: ContinuousClock.Instant = .now) -> String? {
        if case .item = state.screen {
            leaveScreen(now: now)
            save()
        }
        return session.unsavedMessage
    }
}
