import Logging
import TrackingCore
import ViewTree

/// The app without a terminal: models, the view tree, key handling, and the composed screen
/// with its status bar, log pane and highlight marks. A terminal run loop, the headless mode
/// and the tests all drive this same object.
public final class TodoApplication {
    public let list: TodoList
    public let state = AppState()
    /// The view tree of the current mode's screens; a new one when the mode changes.
    public private(set) var host: ViewHost
    /// The screens shown: fine (models read property by property) or coarse (held as
    /// `ObservableObject`s).
    public private(set) var mode: InvalidationMode
    private var frameRequestHandler: (@Sendable () -> Void)?
    /// The coarse screens beside the fine ones, with `--compare`.
    private let companion: CompanionScreens?
    public let log: EvaluationLog
    /// The todo.txt file the list is saved to; nil for the demo items kept in memory.
    public let storage: TodoStorage?
    private let today: () -> String
    /// Set when the file changed on disk: saving waits until `r` or `w` says what to do.
    public private(set) var hasConflict = false
    private var history = UndoHistory()
    /// Whether the last save failed or was stopped by a change on disk.
    public private(set) var hasUnsavedChanges = false
    /// Why the last failed save failed, for the message at exit.
    private var lastSaveError: String?
    private var quitConfirmationPending = false
    /// The item being edited and its title when the item screen opened, for undo.
    private var editing: (item: TodoItem, task: TodoTxtTask)?
    /// Whether rows whose body ran are marked for a moment.
    public private(set) var highlightsUpdates: Bool
    public private(set) var showsLog = false
    /// Whether the pane under the views shows the inspector instead of the log.
    public private(set) var showsInspector = false
    /// Whether the gutter shows how many times each row's body ran.
    public private(set) var showsHeatMap = false
    /// What the last frame did; the status bar shows it.
    public private(set) var lastReport: FrameReport?

    private var layout: ScreenLayout
    private var composer: ScreenComposer
    private var marks = HighlightMarks()
    private var notice: (text: String, until: ContinuousClock.Instant)?
    private var chromeIsStale = true
    /// After a relayout the screen needs all of the view tree's buffer, not just its damage.
    private var viewsNeedFullCopy = true
    private static let noticeDuration = Duration.seconds(3)

    public init(
        list: TodoList, size: CellSize, mode: InvalidationMode = .fine, highlight: Bool = true, logger: Logger? = nil,
        logFormat: LogFormat = .text, compare: Bool = false, storage: TodoStorage? = nil,
        today: @escaping () -> String = CalendarDate.today
    ) {
        self.mode = mode
        self.list = list
        self.storage = storage
        self.today = today
        highlightsUpdates = highlight
        log = EvaluationLog(logger: logger, format: logFormat)
        layout = ScreenLayout(size: size, showsLog: false, compares: compare)
        composer = ScreenComposer(size: size)
        host = Self.makeHost(mode: compare ? .fine : mode, list: list, state: state, layout: layout)
        let state = self.state
        companion = layout.companionArea.map { CompanionScreens(list: list, state: state, area: $0) }
        if let storage, storage.file.isReadOnly {
            notice = ("\(storage.file.name) is read-only: viewing only", .now + .seconds(10))
        }
    }

    /// A view tree of `mode`'s screens, sized to the layout's view area.
    private static func makeHost(mode: InvalidationMode, list: TodoList, state: AppState, layout: ScreenLayout)
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

    /// The composed screen.
    public var screen: CellBuffer { composer.screen }

    /// The screen's changed cells since the last call, for the terminal to draw.
    public func takeDamage() -> CellRect? {
        composer.takeDamage()
    }

    /// Whether a frame would change something.
    public var needsFrame: Bool { host.needsFrame || companion?.host.needsFrame == true || chromeIsStale }

    /// When the next highlight or notice expires, for the run loop's wait.
    public var nextDeadline: ContinuousClock.Instant? {
        [marks.nextExpiry, notice?.until].compactMap { $0 }.min()
    }

    /// Called from any thread when a model change needs a frame.
    public func setFrameRequestHandler(_ handler: (@Sendable () -> Void)?) {
        frameRequestHandler = handler
        host.setFrameRequestHandler(handler)
        companion?.host.setFrameRequestHandler(handler)
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
            if !layout.isTooSmall {
                composer.placeViews(host.buffer, region: viewsNeedFullCopy ? nil : frame.damage, area: layout.viewArea)
                viewsNeedFullCopy = false
            }
            if highlightsUpdates {
                marks.mark(frame.evaluations.compactMap(\.region), offset: 0, limit: layout.viewArea.height, now: now)
            }
            chromeIsStale = true
        }
        if let companion, let area = layout.companionArea,
            companion.render(into: &composer, area: area, placing: !layout.isTooSmall)
        {
            chromeIsStale = true
        }
        if marks.expire(now: now) { chromeIsStale = true }
        if let notice, notice.until <= now {
            self.notice = nil
            chromeIsStale = true
        }
        if chromeIsStale { paintChrome() }
        return report
    }

    private func paintChrome() {
        chromeIsStale = false
        if layout.isTooSmall { return composer.paintTooSmall() }
        let heat =
            showsHeatMap
            ? HeatMap(regions: host.nodeRegions, counters: host.counters, height: layout.viewArea.height) : nil
        composer.paintGutter(marks, heat: heat, layout: layout)
        composer.paintDivider(layout: layout)
        if showsInspector, let item = list.selectedItem {
            let identity = "TodoItemView#" + item.trackingLabel
            let lines =
                if let companion, let area = layout.companionArea {
                    InspectorText.sideBySide(
                        fine: host, coarse: companion.host, identity: identity, leftWidth: area.x - 1)
                } else {
                    InspectorText.lines(host: host, identity: identity, mode: mode)
                }
            composer.paintLog(lines, title: "inspector", keepsFirstLines: true, layout: layout)
        } else if showsLog {
            composer.paintLog(log.lines, layout: layout)
        }
        let status =
            companion.map { StatusText.compared(fine: lastReport, coarse: $0.lastReport) }
            ?? StatusText.lastFrame(lastReport)
        composer.paintLine(status, row: layout.statusRow, style: ScreenComposer.statusStyle)
        // Plain, unlike the line above: its numbers change on every key, and a plain line
        // updates without attribute sequences.
        composer.paintLine(
            sourceLabel + "  "
                + (companion.map {
                    StatusText.comparedTotals(report: lastReport, fine: host.counters, coarse: $0.host.counters)
                } ?? StatusText.totals(mode: mode, report: lastReport, counters: host.counters)),
            row: layout.totalsRow)
        // A notice takes the footer's place for a while, so the counts stay in view.
        composer.paintLine(notice?.text ?? conflictText ?? KeyBindings.footer, row: layout.footerRow)
    }

    /// Where the list lives, for the status bar.
    private var sourceLabel: String {
        guard let storage else { return "demo, in memory (no file)" }
        return storage.file.name + (storage.file.isReadOnly ? " (read-only)" : "")
    }

    private var conflictText: String? {
        guard hasConflict, let storage else { return nil }
        return "\(storage.file.name) changed on disk: r reloads it, w overwrites it with this list"
    }

    /// Lays everything out for a new terminal size.
    public func resize(to size: CellSize) {
        relayout(ScreenLayout(size: size, showsLog: showsLog || showsInspector, compares: companion != nil))
    }

    private func relayout(_ newLayout: ScreenLayout) {
        // The view tree draws its whole area on the next frame and the chrome repaints every
        // other cell, so nothing of the old arrangement survives.
        layout = newLayout
        composer.resize(to: newLayout.size)
        host.resize(width: max(0, newLayout.viewArea.width), height: max(0, newLayout.viewArea.height))
        host.invalidateDrawing()
        if let area = newLayout.companionArea { companion?.resize(to: area) }
        viewsNeedFullCopy = true
        marks.clear()
        chromeIsStale = true
    }

    /// Shows the other mode's screens: a new view tree over the same models, so the counters
    /// start again.
    private func switchMode(now: ContinuousClock.Instant) {
        if companion != nil { return show("comparing: both modes are shown", now: now) }
        mode = mode == .fine ? .coarse : .fine
        host = Self.makeHost(mode: mode, list: list, state: state, layout: layout)
        host.setFrameRequestHandler(frameRequestHandler)
        lastReport = nil
        viewsNeedFullCopy = true
        marks.clear()
        show(
            mode == .fine
                ? "fine mode: only bodies that read a change run"
                : "coarse mode: views hold ObservableObjects; any change runs every holder", now: now)
    }

    // MARK: Keys

    /// Does what `key` means on the current screen.
    public func handle(_ key: Key, now: ContinuousClock.Instant = .now) -> KeyOutcome {
        if key == .resize { return .handled }
        if layout.isTooSmall {
            return key == .character("q") || key == .control("c") ? .quit : .handled
        }
        guard let command = KeyBindings.command(for: key, on: state.screen) else {
            show("\(key) does nothing here; ? lists the keys", now: now)
            return .handled
        }
        return perform(command, now: now)
    }

    /// Ends the run: a title being edited is kept as if the item screen were left, and saved.
    /// Returns why changes are not in the file, when they could not be saved.
    public func finish(now: ContinuousClock.Instant = .now) -> String? {
        if case .item = state.screen {
            leaveScreen(now: now)
            persist(now: now)
        }
        guard hasUnsavedChanges, let storage else { return nil }
        if hasConflict { return "\(storage.file.name) changed on disk; this run's changes were not saved" }
        return lastSaveError.map { "\($0); this run's changes were not saved" }
            ?? "this run's changes were not saved to \(storage.file.name)"
    }

    private func perform(_ command: Command, now: ContinuousClock.Instant) -> KeyOutcome {
        if command != .quit { quitConfirmationPending = false }
        if let storage, storage.file.isReadOnly, command.isEdit {
            return notify("\(storage.file.name) is read-only: nothing can change", now)
        }
        let outcome = apply(command, now: now)
        if command.changesItems { persist(now: now) }
        return outcome
    }

    /// Saves the list when it has a file; a change on disk stops saving until the user decides.
    private func persist(now: ContinuousClock.Instant, overwriting: Bool = false) {
        guard let storage else { return }
        guard !hasConflict || overwriting else {
            hasUnsavedChanges = true
            return
        }
        do {
            try storage.save(list, overwritingChanges: overwriting)
            hasConflict = false
            hasUnsavedChanges = false
        } catch .changedOnDisk {
            hasConflict = true
            hasUnsavedChanges = true
            chromeIsStale = true
        } catch {
            hasUnsavedChanges = true
            lastSaveError = "\(error)"
            show("\(error); the list is kept in memory", now: now)
        }
    }

    private func apply(_ command: Command, now: ContinuousClock.Instant) -> KeyOutcome {
        switch command {
        case .quit:
            // Changes that could not be saved are not dropped on the first q.
            guard hasUnsavedChanges, !quitConfirmationPending else { return .quit }
            quitConfirmationPending = true
            show("changes not saved: w writes them, q again quits without them", now: now)
            return .handled
        case .suspend: return .suspend
        case .moveSelection(let offset): moveSelection(by: offset)
        case .movePage(let pages): moveSelection(by: pages * max(1, layout.viewArea.height - 2))
        case .moveToFirst: moveSelection(by: -list.items.count)
        case .moveToLast: moveSelection(by: list.items.count)
        case .startFilter: state.screen = .filtering
        case .editFilter(let character):
            state.query.filter.append(character)
            selectFirstShownIfHidden()
        case .eraseFilter:
            if !state.query.filter.isEmpty { state.query.filter.removeLast() }
        case .applyFilter: state.screen = .list
        case .clearFilter:
            state.query.filter = ""
            state.screen = .list
        case .cycleSort:
            state.query.sort = state.query.sort.next
            show("sorted \(state.query.sort.label)", now: now)
        case .toggle:
            guard let item = shownSelection else { return notify("nothing to toggle", now) }
            let old = item.task
            list.setDone(item, !old.isDone, on: today())
            recordChange(of: item, from: old, label: "toggle")
        case .cyclePriority:
            guard let item = shownSelection else { return notify("nothing selected", now) }
            let order: [Character?] = [nil, "A", "B", "C", "D"]
            let index = order.firstIndex(of: item.priority) ?? 0
            return setPriority(of: item, to: order[(index + 1) % order.count], now: now)
        case .setPriority(let letter):
            guard let item = shownSelection else { return notify("nothing selected", now) }
            return setPriority(of: item, to: item.priority == letter ? nil : letter, now: now)
        case .undo:
            guard let label = history.undo() else { return notify("nothing to undo", now) }
            state.screen = .list
            show("undid \(label)", now: now)
        case .redo:
            guard let label = history.redo() else { return notify("nothing to redo", now) }
            show("redid \(label)", now: now)
        case .reloadFile:
            guard let storage else { return notify("no file to reload: these are the demo items", now) }
            do {
                try storage.reload(into: list)
                // The steps refer to items that are gone.
                history = UndoHistory()
                hasConflict = false
                hasUnsavedChanges = false
                state.screen = .list
                show("reloaded \(storage.file.name)", now: now)
            } catch {
                show("\(error)", now: now)
            }
        case .overwriteFile:
            guard storage != nil else { return notify("no file: these are the demo items", now) }
            persist(now: now, overwriting: true)
            show(hasConflict ? "could not save" : "saved", now: now)
        case .open, .edit:
            guard let item = shownSelection else { return notify("nothing to open; a adds an item", now) }
            state.cursor = item.title.count
            editing = (item, item.task)
            state.screen = .item(item)
        case .add:
            let item = list.insertItem(title: "")
            state.addedItem = item
            editing = (item, item.task)
            state.cursor = 0
            state.screen = .item(item)
        case .delete:
            guard let item = shownSelection, let index = list.items.firstIndex(where: { $0 === item }) else {
                return notify("nothing to delete", now)
            }
            list.remove(item)
            history.record(
                UndoStep(
                    label: "delete", undo: { [list] in list.insert(item, at: index) },
                    redo: { [list] in list.remove(item) }))
            show("deleted \"\(item.title)\"", now: now)
        case .switchMode:
            switchMode(now: now)
        case .toggleLog:
            showsLog.toggle()
            showsInspector = false
            relayout(ScreenLayout(size: layout.size, showsLog: showsLog, compares: companion != nil))
        case .toggleInspector:
            showsInspector.toggle()
            showsLog = false
            relayout(ScreenLayout(size: layout.size, showsLog: showsInspector, compares: companion != nil))
        case .toggleHighlight:
            highlightsUpdates.toggle()
            marks.clear()
            show(highlightsUpdates ? "highlight on" : "highlight off", now: now)
        case .toggleHeatMap:
            showsHeatMap.toggle()
            chromeIsStale = true
            show(showsHeatMap ? "heat map: times each row's body ran since start or c" : "heat map off", now: now)
        case .resetCounters:
            host.resetCounters()
            companion?.host.resetCounters()
            chromeIsStale = true
        case .showHelp: state.screen = .help
        case .back: leaveScreen(now: now)
        case .insert, .deleteBackward, .deleteForward, .cursorLeft, .cursorRight, .cursorHome, .cursorEnd:
            guard case .item(let item) = state.screen else { return .handled }
            var cursor = state.cursor
            TitleEditing.apply(command, to: Bindable(item).title, cursor: &cursor)
            state.cursor = cursor
        }
        return .handled
    }

    private func leaveScreen(now: ContinuousClock.Instant) {
        if case .item(let item) = state.screen, item === state.addedItem,
            item.title.allSatisfy(\.isWhitespace)
        {
            list.remove(item)
            show("empty item discarded", now: now)
        } else if case .item(let item) = state.screen, let editing, editing.item === item {
            // Untouched, the line stays as it was. Changed, the item becomes what its new line
            // means in the file, so a title typed as "(B) call" on a new item has priority B;
            // the parts before an existing description are kept as they were.
            if !item.title.utf8.elementsEqual(editing.task.description.utf8) {
                var typed = TodoTxtTask(parsing: item.task.line)
                // Typed done, it is done today, as Space would make it.
                if typed.isDone, !editing.task.isDone, typed.completionDate == nil { typed.completionDate = today() }
                list.apply(typed, to: item)
            }
            recordEdit(of: item, from: editing.task, added: item === state.addedItem)
        }
        editing = nil
        state.addedItem = nil
        state.screen = .list
    }

    private func setPriority(of item: TodoItem, to new: Character?, now: ContinuousClock.Instant) -> KeyOutcome {
        // todo.txt drops a task's priority when it is done (as todo.sh does); a done task
        // that has one from its file keeps it until it is undone.
        guard !item.isDone else { return notify("done tasks have no priority: Space first to reopen it", now) }
        let old = item.task
        item.priority = new
        recordChange(of: item, from: old, label: "priority")
        return .handled
    }

    /// One undo step that puts every part of `item` back as it was (`old`), so undoing gives
    /// back its line byte for byte.
    private func recordChange(of item: TodoItem, from old: TodoTxtTask, label: String) {
        let new = item.task
        guard new != old else { return }
        history.record(
            UndoStep(
                label: label, undo: { [list] in list.apply(old, to: item) },
                redo: { [list] in list.apply(new, to: item) }))
    }

    /// The selected item when it is shown: keys never act on an item the filter hides.
    private var shownSelection: TodoItem? {
        guard let item = list.selectedItem, state.query.filter.isEmpty || state.query.matches(item) else { return nil }
        return item
    }

    /// Moves the selection among the rows the query shows.
    private func moveSelection(by offset: Int) {
        let query = state.query
        guard !query.isIdentity else { return list.moveSelection(by: offset) }
        let shown = query.apply(to: list.items)
        guard !shown.isEmpty else { return }
        let position = list.selectedItem.flatMap { selected in shown.firstIndex { $0 === selected } } ?? 0
        let target = shown[min(max(0, position + offset), shown.count - 1)]
        if let index = list.items.firstIndex(where: { $0 === target }) { list.selection = index }
    }

    /// Keeps the selection on a row that shows, so keys never act on a hidden item.
    private func selectFirstShownIfHidden() {
        guard let selected = list.selectedItem, !state.query.matches(selected) else { return }
        moveSelection(by: 0)
    }

    /// One undo step for a whole visit to the item screen: adding the item, or its changes.
    private func recordEdit(of item: TodoItem, from old: TodoTxtTask, added: Bool) {
        if added, let index = list.items.firstIndex(where: { $0 === item }) {
            history.record(
                UndoStep(
                    label: "add", undo: { [list] in list.remove(item) },
                    redo: { [list] in list.insert(item, at: index) }))
        } else {
            recordChange(of: item, from: old, label: "edit")
        }
    }

    private func notify(_ text: String, _ now: ContinuousClock.Instant) -> KeyOutcome {
        show(text, now: now)
        return .handled
    }

    private func show(_ text: String, now: ContinuousClock.Instant) {
        notice = (text, now + Self.noticeDuration)
        chromeIsStale = true
    }
}
