import Logging
import TrackingCore
import ViewTree

/// The app as a program on the framework: its view tree (whose views handle the keys, see
/// ``TodoActions``) inside the framework's ``RenderInspector``, with what an inspector of
/// this app adds: the two modes and `--compare`, the file's notices, and the inspector's keys
/// (`m l i h g c`) for keys no view used. A terminal run loop, the headless mode and the
/// tests all drive this same object.
public final class TodoProgram: TerminalProgram {
    /// The items, the selection and the file's lines.
    public let list: TodoList
    /// What the views show: the page and the query.
    public let state: AppState
    /// What the views' keys do.
    public let actions: TodoActions
    /// The view tree of the current mode's views; a new one when the mode changes.
    public private(set) var host: ViewHost
    /// The views shown: fine (models read property by property) or coarse (held as
    /// `ObservableObject`s).
    public private(set) var mode: InvalidationMode
    var frameRequestHandler: (@Sendable () -> Void)?
    /// The coarse views beside the fine ones, with `--compare`.
    let companion: CompanionViews?
    /// Every body evaluation, for the log pane and `--log`.
    public let log: EvaluationLog
    let session: FileSession
    let chrome: RenderInspector
    private var nextDayCheck: ContinuousClock.Instant?  // when the date is looked at next
    private static let dayCheckInterval = Duration.seconds(30)
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
        let actions = TodoActions(list: list, storage: storage, today: today)
        self.actions = actions
        state = actions.state
        session = actions.session
        log = EvaluationLog(logger: logger, format: logFormat)
        chrome = RenderInspector(size: size, compares: compare, highlight: highlight)
        host = Self.makeHost(mode: compare ? .fine : mode, actions: actions, layout: chrome.layout)
        companion = chrome.layout.companionArea.map { CompanionViews(actions: actions, area: $0) }
        actions.pageHeight = Self.pageHeight(in: chrome.layout)
        if let storage, storage.file.isReadOnly {
            chrome.show("\(storage.file.name) is read-only: viewing only", now: .now, for: .seconds(10))
        }
    }

    /// A view tree of `mode`'s views, sized to the layout's view area.
    private static func makeHost(mode: InvalidationMode, actions: TodoActions, layout: InspectorLayout) -> ViewHost {
        let (width, height) = (max(0, layout.viewArea.width), max(0, layout.viewArea.height))
        let host =
            switch mode {
            case .fine: ViewHost(AppView(actions: actions), width: width, height: height)
            case .coarse: ViewHost(ObservableObjectViews.AppView(actions: actions), width: width, height: height)
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

    /// Where the views are on the screen.
    public var viewArea: CellRect { chrome.layout.viewArea }

    /// The composed screen.
    public var screen: CellBuffer { chrome.screen }

    /// The screen's changed cells since the last call, for the terminal to draw.
    public func takeDamage() -> CellRect? {
        chrome.takeDamage()
    }

    /// Whether a frame would change something.
    public var needsFrame: Bool {
        host.needsFrame || companion?.host.needsFrame == true || chrome.isStale || session.hasNews
            || session.mayHaveChangeOnDisk
    }

    /// When the next highlight or notice expires, or the date is next looked at: the loop's wait.
    public var nextDeadline: ContinuousClock.Instant? {
        guard let check = nextDayCheck, let deadline = chrome.nextDeadline else {
            return nextDayCheck ?? chrome.nextDeadline
        }
        return min(deadline, check)
    }

    /// Called from any thread when a model change needs a frame.
    public func setFrameRequestHandler(_ handler: (@Sendable () -> Void)?) {
        frameRequestHandler = handler
        host.setFrameRequestHandler(handler)
        companion?.host.setFrameRequestHandler(handler)
        session.setSaveHandler(handler)
    }

    // MARK: Frames

    /// Runs the view tree's frame if something changed, then brings the chrome up to date.
    @discardableResult
    public func renderFrame(now: ContinuousClock.Instant = .now) -> FrameReport? {
        // The day changes at midnight with the app open: due dates are read again then.
        if nextDayCheck.map({ now >= $0 }) ?? true {
            list.refreshDay()
            nextDayCheck = now + Self.dayCheckInterval
        }
        // Keys act on the selected task, so it must be one that shows: the first file may
        // start with a hidden one, and a reload, an archive or an open may leave it on one.
        actions.keepSelectionShown()
        // Another program changed the file: merged before the frame shows the list. Not while
        // a save is written (a key's own, usually): looking would wait for it, and this frame
        // with it; the save's end wakes the loop to look.
        if session.mayHaveChangeOnDisk, !session.isSaving {
            actions.mergeChangeOnDisk()
            for notice in actions.takeNotices() { chrome.show(notice, now: now) }
        }
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
                    source: session.sourceLabel, footer: session.conflictText ?? Self.footer,
                    logLines: chrome.showsLog ? log.lines : []))
        }
        return report
    }

    /// Lays everything out for a new terminal size.
    public func resize(to size: CellSize) {
        chrome.relayout(to: size, host: host, companion: companion?.host)
        actions.pageHeight = Self.pageHeight(in: chrome.layout)
    }

    /// How many rows PgUp and PgDn move: the list's height less the header and one row kept.
    private static func pageHeight(in layout: InspectorLayout) -> Int {
        max(1, layout.viewArea.height - 2)
    }

    /// The main keys, for the footer.
    static let footer = "↑↓ move  space toggle  enter open  a add  d del  m mode  l log  ? help  q quit"

    /// Shows the other mode's views: a new view tree over the same models, counters anew.
    func switchMode(now: ContinuousClock.Instant) {
        if companion != nil { return chrome.show("comparing: both modes are shown", now: now) }
        mode = mode == .fine ? .coarse : .fine
        host = Self.makeHost(mode: mode, actions: actions, layout: chrome.layout)
        host.setFrameRequestHandler(frameRequestHandler)
        lastReport = nil
        chrome.replaceViews()
        chrome.show(
            mode == .fine
                ? "fine mode: only bodies that read a change run"
                : "coarse mode: views hold ObservableObjects; any change runs every holder", now: now)
    }

    // MARK: Keys

    /// Sends `key` to the views (the focused one first, see ``TodoActions``); a key none of
    /// them used may be one of the inspector's. The changes the key made are saved, off the
    /// key path, and its notices shown.
    public func handle(_ key: Key, now: ContinuousClock.Instant = .now) -> KeyOutcome {
        if key == .resize { return .handled }
        if chrome.layout.isTooSmall {
            return key == .character("q") || key == .control("c") ? .quit : .handled
        }
        if !AppView.quitKeys.contains(KeyEquivalent(key)) { session.withdrawQuitQuestion() }
        // Keys go to the views on screen: before the first frame there are none yet.
        if lastReport == nil { renderFrame(now: now) }
        // A click or the wheel outside the views (the gutter, the panes) does nothing.
        guard let viewKey = chrome.layout.keyForViews(key) else { return .handled }
        let used = host.send(viewKey) == .handled
        session.save(list)
        for notice in actions.takeNotices() { chrome.show(notice, now: now) }
        if actions.takeQuitRequest() { return .quit }
        if used { return .handled }
        if inspectorKey(key, now: now) { return .handled }
        if case .mouse = key { return .handled }
        if key == .control("z") { return .suspend }
        chrome.show("\(key) does nothing here; ? lists the keys", now: now)
        return .handled
    }

    /// The inspector's keys, around the views: they change what is shown, never the models.
    private func inspectorKey(_ key: Key, now: ContinuousClock.Instant) -> Bool {
        switch key {
        case .character("m"): switchMode(now: now)
        case .character("l"):
            chrome.toggleLog()
            resize(to: chrome.layout.size)
        case .character("i"):
            chrome.toggleInspector()
            resize(to: chrome.layout.size)
        case .character("h"): chrome.show(chrome.toggleHighlight(), now: now)
        case .character("g"): chrome.show(chrome.toggleHeatMap(), now: now)
        case .character("c"):
            host.resetCounters()
            companion?.host.resetCounters()
            chrome.setStale()
        default: return false
        }
        return true
    }

    /// Ends the run: a title being edited is kept as if the item page were left, and saved.
    /// Returns why changes are not in the file, when they could not be saved.
    public func finish(now: ContinuousClock.Instant = .now) -> String? {
        if case .item = state.page {
            actions.leavePage()
            session.save(list)
        }
        return session.unsavedMessage
    }
}
