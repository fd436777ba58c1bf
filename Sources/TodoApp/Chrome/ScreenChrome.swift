import ViewTree

/// Everything on the screen around the view trees, drawn outside them so that showing counts
/// never runs a body: the gutter (highlight marks, heat map), the log or inspector pane, the
/// two status lines and the footer with its notices. It owns the screen's layout and picture.
final class ScreenChrome {
    private(set) var layout: ScreenLayout
    private var composer: ScreenComposer
    private var marks = HighlightMarks()
    private var notice: (text: String, until: ContinuousClock.Instant)?
    /// Whether something the chrome shows changed since it was painted.
    private(set) var isStale = true
    /// After a relayout the screen needs all of the view tree's buffer, not just its damage.
    private var viewsNeedFullCopy = true
    /// Whether rows whose body ran are marked for a moment.
    private(set) var highlightsUpdates: Bool
    private(set) var showsLog = false
    /// Whether the pane under the views shows the inspector instead of the log.
    private(set) var showsInspector = false
    /// Whether the gutter shows how many times each row's body ran.
    private(set) var showsHeatMap = false
    private static let noticeDuration = Duration.seconds(3)

    init(size: CellSize, compares: Bool, highlight: Bool) {
        layout = ScreenLayout(size: size, showsLog: false, compares: compares)
        composer = ScreenComposer(size: size)
        highlightsUpdates = highlight
    }

    var screen: CellBuffer { composer.screen }

    func takeDamage() -> CellRect? {
        composer.takeDamage()
    }

    /// When the next highlight or notice expires, for the run loop's wait.
    var nextDeadline: ContinuousClock.Instant? {
        [marks.nextExpiry, notice?.until].compactMap { $0 }.min()
    }

    // MARK: Frames

    /// Places the main view tree's frame and marks the rows whose body ran.
    func place(_ frame: FrameReport, of host: ViewHost, now: ContinuousClock.Instant) {
        if !layout.isTooSmall {
            composer.placeViews(host.buffer, region: viewsNeedFullCopy ? nil : frame.damage, area: layout.viewArea)
            viewsNeedFullCopy = false
        }
        if highlightsUpdates {
            marks.mark(frame.evaluations.compactMap(\.region), offset: 0, limit: layout.viewArea.height, now: now)
        }
        isStale = true
    }

    /// Runs the companion's frame, if it needs one, into its pane.
    func render(_ companion: CompanionScreens) {
        guard let area = layout.companionArea else { return }
        if companion.render(into: &composer, area: area, placing: !layout.isTooSmall) { isStale = true }
    }

    /// Drops expired marks and notices.
    func expire(now: ContinuousClock.Instant) {
        if marks.expire(now: now) { isStale = true }
        if let notice, notice.until <= now {
            self.notice = nil
            isStale = true
        }
    }

    /// What the chrome shows, from the app's side.
    struct Content {
        let host: ViewHost
        let companion: CompanionScreens?
        let mode: InvalidationMode
        let lastReport: FrameReport?
        /// The node the inspector shows: the selected row.
        let inspected: String?
        let session: FileSession
        let log: EvaluationLog
    }

    func paint(_ content: Content) {
        isStale = false
        if layout.isTooSmall { return composer.paintTooSmall() }
        let (host, companion, report) = (content.host, content.companion, content.lastReport)
        let heat =
            showsHeatMap
            ? HeatMap(regions: host.nodeRegions, counters: host.counters, height: layout.viewArea.height) : nil
        composer.paintGutter(marks, heat: heat, layout: layout)
        composer.paintDivider(layout: layout)
        if showsInspector, let identity = content.inspected {
            let lines =
                if let companion, let area = layout.companionArea {
                    InspectorText.sideBySide(
                        fine: host, coarse: companion.host, identity: identity, leftWidth: area.x - 1)
                } else {
                    InspectorText.lines(host: host, identity: identity, mode: content.mode)
                }
            composer.paintLog(lines, title: "inspector", keepsFirstLines: true, layout: layout)
        } else if showsLog {
            composer.paintLog(content.log.lines, layout: layout)
        }
        let status =
            companion.map { StatusText.compared(fine: report, coarse: $0.lastReport) } ?? StatusText.lastFrame(report)
        composer.paintLine(status, row: layout.statusRow, style: ScreenComposer.statusStyle)
        // Plain, unlike the line above: its numbers change on every key, and a plain line
        // updates without attribute sequences.
        let totals =
            companion.map { StatusText.comparedTotals(report: report, fine: host.counters, coarse: $0.host.counters) }
            ?? StatusText.totals(mode: content.mode, report: report, counters: host.counters)
        composer.paintLine(content.session.sourceLabel + "  " + totals, row: layout.totalsRow)
        // A notice takes the footer's place for a while, so the counts stay in view.
        composer.paintLine(
            notice?.text ?? content.session.conflictText ?? KeyBindings.footer, row: layout.footerRow)
    }

    // MARK: Changes

    /// Shows `text` in the footer for a few seconds.
    func show(_ text: String, now: ContinuousClock.Instant, for duration: Duration = noticeDuration) {
        notice = (text, now + duration)
        isStale = true
    }

    /// Asks for a repaint, after something the chrome shows changed outside it.
    func setStale() {
        isStale = true
    }

    /// Lays everything out for a new terminal size (or pane): the views draw their whole area
    /// on the next frame and the chrome repaints every other cell.
    func relayout(to size: CellSize, host: ViewHost, companion: CompanionScreens?) {
        layout = ScreenLayout(size: size, showsLog: showsLog || showsInspector, compares: companion != nil)
        composer.resize(to: size)
        host.resize(width: max(0, layout.viewArea.width), height: max(0, layout.viewArea.height))
        host.invalidateDrawing()
        if let area = layout.companionArea { companion?.resize(to: area) }
        viewsNeedFullCopy = true
        marks.clear()
        isStale = true
    }

    /// A new main view tree (the mode changed): all of its buffer is placed next time.
    func replaceViews() {
        viewsNeedFullCopy = true
        marks.clear()
    }

    func toggleLog() {
        showsLog.toggle()
        showsInspector = false
    }

    func toggleInspector() {
        showsInspector.toggle()
        showsLog = false
    }

    /// Turns the marks on or off; returns the notice.
    func toggleHighlight() -> String {
        highlightsUpdates.toggle()
        marks.clear()
        return highlightsUpdates ? "highlight on" : "highlight off"
    }

    /// Turns the heat map on or off; returns the notice.
    func toggleHeatMap() -> String {
        showsHeatMap.toggle()
        isStale = true
        return showsHeatMap ? "heat map: times each row's body ran since start or c" : "heat map off"
    }
}
