/// A layer around a view tree that explains its renders, drawn outside the tree so that
/// showing a count never runs a body: a gutter that marks the rows whose body just ran (or,
/// as a heat map, how often each ran), a pane with the evaluation log or one node's inspector
/// (its runs, their causes, what it read), two status lines (what the last frame ran and the
/// change that caused it; the totals per view type) and a footer for notices. It owns the
/// screen's layout and picture; the view tree draws into its area.
///
/// `App.main()` shows it over any app when `VIEWTREE_INSPECTOR=1` (see ``InspectedProgram``);
/// todo-tui is built around it.
@MainActor
public final class RenderInspector {
    /// Where each part goes on the current screen.
    public private(set) var layout: InspectorLayout
    private var composer: InspectorComposer
    private var marks = HighlightMarks()
    private var notice: (text: String, until: ContinuousClock.Instant)?
    /// Whether something the inspector shows changed since it was painted.
    public private(set) var isStale = true
    /// After a relayout the screen needs all of each view tree's buffer, not just its damage.
    private var viewsNeedFullCopy = true
    private var companionNeedsFullCopy = true
    /// Whether rows whose body ran are marked for a moment.
    public private(set) var highlightsUpdates: Bool
    /// Whether the pane under the views shows the evaluation log.
    public private(set) var showsLog = false
    /// Whether the pane under the views shows the inspector instead of the log.
    public private(set) var showsInspector = false
    /// Whether the gutter shows how many times each row's body ran.
    public private(set) var showsHeatMap = false
    /// How long a notice shows by default.
    public static let noticeDuration = Duration.seconds(3)

    /// An inspector for a screen of `size`; `compares` splits the view area for a second
    /// tree, `highlight` turns the marks on.
    public init(size: CellSize, compares: Bool = false, highlight: Bool = true) {
        layout = InspectorLayout(size: size, showsLog: false, compares: compares)
        composer = InspectorComposer(size: size)
        highlightsUpdates = highlight
    }

    /// The composed picture.
    public var screen: CellBuffer { composer.screen }

    /// The screen's cells that changed since the last call.
    public func takeDamage() -> CellRect? {
        composer.takeDamage()
    }

    /// When the next highlight or notice expires, for the run loop's wait.
    public var nextDeadline: ContinuousClock.Instant? {
        // Compared in place: asked before every wait, and an array with a closure (which
        // checks its executor on the main actor) cost more than the rest of the wait.
        guard let expiry = marks.nextExpiry, let until = notice?.until else { return marks.nextExpiry ?? notice?.until }
        return min(expiry, until)
    }

    // MARK: Frames

    /// Places the view tree's frame and marks the rows whose body ran.
    public func place(_ frame: FrameReport, of host: ViewHost, now: ContinuousClock.Instant) {
        if !layout.isTooSmall {
            composer.placeViews(host.buffer, region: viewsNeedFullCopy ? nil : frame.damage, area: layout.viewArea)
            viewsNeedFullCopy = false
        }
        if highlightsUpdates {
            marks.mark(frame.evaluations.compactMap(\.region), offset: 0, limit: layout.viewArea.height, now: now)
        }
        isStale = true
    }

    /// Places the compared tree's frame in its pane.
    public func placeCompanion(_ frame: FrameReport, of host: ViewHost) {
        isStale = true
        guard let area = layout.companionArea, !layout.isTooSmall else { return }
        composer.placeViews(host.buffer, region: companionNeedsFullCopy ? nil : frame.damage, area: area)
        companionNeedsFullCopy = false
    }

    /// Drops expired marks and notices.
    public func expire(now: ContinuousClock.Instant) {
        if marks.expire(now: now) { isStale = true }
        if let notice, notice.until <= now {
            self.notice = nil
            isStale = true
        }
    }

    /// What the inspector shows, from the app's side.
    public struct Content {
        /// The view tree.
        public var host: ViewHost
        /// The tree compared with it, holding `ObservableObject`s, and its last frame.
        public var companion: (host: ViewHost, lastReport: FrameReport?)?
        /// Before the totals: which tree this is (`fine`, `coarse`, `views`).
        public var label: String
        /// Whether the tree holds `ObservableObject`s, so the inspector checks each run for
        /// whether anything it had read changed.
        public var checksCoarseRuns: Bool
        /// The tree's last frame.
        public var lastReport: FrameReport?
        /// The node whose inspector the pane shows, by identity.
        public var inspected: String?
        /// Before the label: where the data lives (a file name), or empty.
        public var source: String
        /// The footer's line when no notice shows.
        public var footer: String
        /// The evaluation log's latest lines, for its pane.
        public var logLines: ArraySlice<String>

        /// The content to paint; see the properties.
        public init(
            host: ViewHost, companion: (host: ViewHost, lastReport: FrameReport?)? = nil, label: String,
            checksCoarseRuns: Bool = false, lastReport: FrameReport?, inspected: String?, source: String = "",
            footer: String, logLines: ArraySlice<String>
        ) {
            self.host = host
            self.companion = companion
            self.label = label
            self.checksCoarseRuns = checksCoarseRuns
            self.lastReport = lastReport
            self.inspected = inspected
            self.source = source
            self.footer = footer
            self.logLines = logLines
        }
    }

    /// Draws everything but the view trees.
    public func paint(_ content: Content) {
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
                    InspectorText.lines(host: host, identity: identity, checksCoarseRuns: content.checksCoarseRuns)
                }
            composer.paintLog(lines, title: "inspector", keepsFirstLines: true, layout: layout)
        } else if showsLog {
            composer.paintLog(content.logLines, layout: layout)
        }
        let status =
            companion.map { StatusText.compared(fine: report, coarse: $0.lastReport) } ?? StatusText.lastFrame(report)
        composer.paintLine(status, row: layout.statusRow, style: InspectorComposer.statusStyle)
        // Plain, unlike the line above: its numbers change on every key, and a plain line
        // updates without attribute sequences.
        let source = content.source.isEmpty ? "" : content.source + "  "
        let totals =
            companion.map { StatusText.comparedTotals(report: report, fine: host.counters, coarse: $0.host.counters) }
            ?? StatusText.totals(
                label: content.label, report: report, counters: host.counters,
                width: layout.size.width - DisplayWidth.of(source))
        composer.paintLine(source + totals, row: layout.totalsRow)
        // A notice takes the footer's place for a while, so the counts stay in view.
        composer.paintLine(notice?.text ?? content.footer, row: layout.footerRow)
    }

    // MARK: Changes

    /// Shows `text` in the footer for a few seconds.
    public func show(_ text: String, now: ContinuousClock.Instant, for duration: Duration = noticeDuration) {
        notice = (text, now + duration)
        isStale = true
    }

    /// Asks for a repaint, after something the inspector shows changed outside it.
    public func setStale() {
        isStale = true
    }

    /// Lays everything out for a new terminal size: the trees draw their whole area on the
    /// next frame and the inspector repaints every other cell.
    public func relayout(to size: CellSize, host: ViewHost, companion: ViewHost? = nil) {
        layout = InspectorLayout(size: size, showsLog: showsLog || showsInspector, compares: layout.compares)
        composer.resize(to: size)
        host.resize(width: max(0, layout.viewArea.width), height: max(0, layout.viewArea.height))
        host.invalidateDrawing()
        if let area = layout.companionArea, let companion {
            companion.resize(width: max(0, area.width), height: max(0, area.height))
            companion.invalidateDrawing()
        }
        viewsNeedFullCopy = true
        companionNeedsFullCopy = true
        marks.clear()
        isStale = true
    }

    /// A new view tree in the main area: all of its buffer is placed next time.
    public func replaceViews() {
        viewsNeedFullCopy = true
        marks.clear()
    }

    /// Shows or hides the evaluation log's pane (call ``relayout(to:host:companion:)`` after).
    public func toggleLog() {
        showsLog.toggle()
        showsInspector = false
    }

    /// Shows or hides the inspector's pane (call ``relayout(to:host:companion:)`` after).
    public func toggleInspector() {
        showsInspector.toggle()
        showsLog = false
    }

    /// Turns the marks on or off; returns the notice.
    public func toggleHighlight() -> String {
        highlightsUpdates.toggle()
        marks.clear()
        return highlightsUpdates ? "highlight on" : "highlight off"
    }

    /// Turns the heat map on or off; returns the notice.
    public func toggleHeatMap() -> String {
        showsHeatMap.toggle()
        isStale = true
        return showsHeatMap ? "heat map: times each row's body ran since start or c" : "heat map off"
    }
}
