/// A view tree with a ``RenderInspector`` around it, as a ``TerminalProgram``: what
/// `App.main()` runs when the environment has `VIEWTREE_INSPECTOR=1`. The app works as
/// usual in the inspector's view area; the status lines tell what each frame ran and why.
/// F2 shows the evaluation log, F3 the inspector of the focused view (or of the last view
/// that ran), F4 the heat map, F5 turns the marks off and on.
public final class InspectedProgram: TerminalProgram {
    /// The app's view tree.
    public let host: ViewHost
    /// The layer around it.
    public let inspector: RenderInspector
    private var lastReport: FrameReport?
    /// The latest evaluations, one line each, for the log pane.
    private var log = RecentLines()
    /// The inspector pane's keys, in the footer.
    public static let footer = "F2 log  F3 inspector  F4 heat map  F5 marks  Ctrl-C quit"

    /// A program showing `root` under the inspector; the loop sizes it before the first frame.
    public init<Root: View>(_ root: Root) {
        host = ViewHost(root, width: 0, height: 0)
        // The inspector explains renders: causes say from what to what.
        host.recordsValues = true
        inspector = RenderInspector(size: CellSize(width: 0, height: 0))
    }

    /// Whether the tree or the inspector has something new to show.
    public var needsFrame: Bool { host.needsFrame || inspector.isStale }

    /// Runs the tree's frame when something changed, then repaints the inspector if needed.
    @discardableResult
    public func renderFrame(now: ContinuousClock.Instant) -> FrameReport? {
        var report: FrameReport?
        if host.needsFrame {
            let frame = host.renderFrame()
            report = frame
            lastReport = frame
            log.append(contentsOf: frame.evaluations.lazy.map(\.description))
            inspector.place(frame, of: host, now: now)
        }
        inspector.expire(now: now)
        if inspector.isStale {
            inspector.paint(
                RenderInspector.Content(
                    host: host, label: "views", lastReport: lastReport,
                    inspected: host.focusedIdentity ?? lastReport?.evaluations.last?.identity, footer: Self.footer,
                    logLines: log.lines))
        }
        return report
    }

    /// The composed picture.
    public var screen: CellBuffer { inspector.screen }

    /// The cells changed since the last call.
    public func takeDamage() -> CellRect? {
        inspector.takeDamage()
    }

    /// Lays the inspector out for the screen; the tree gets the view area.
    public func resize(to size: CellSize) {
        inspector.relayout(to: size, host: host)
    }

    /// F2 to F5 work the inspector; other keys go to the focused view and out, a click or the
    /// wheel at its place in the tree. Ctrl-C quits and Ctrl-Z suspends when no view used them.
    @discardableResult
    public func handle(_ key: Key, now: ContinuousClock.Instant) -> KeyOutcome {
        switch key {
        case .function(2), .function(3):
            if key == .function(2) { inspector.toggleLog() } else { inspector.toggleInspector() }
            inspector.relayout(to: inspector.layout.size, host: host)
            return .handled
        case .function(4):
            inspector.show(inspector.toggleHeatMap(), now: now)
            return .handled
        case .function(5):
            inspector.show(inspector.toggleHighlight(), now: now)
            return .handled
        default:
            guard let viewKey = inspector.layout.keyForViews(key) else { return .handled }
            if !inspector.layout.isTooSmall, host.send(viewKey) == .handled { return .handled }
            return .unused(key)
        }
    }

    /// When the next mark or notice expires.
    public var nextDeadline: ContinuousClock.Instant? { inspector.nextDeadline }

    /// Whether a view of the tree has a hover action.
    public var wantsPointerMoves: Bool { host.wantsPointerMoves }

    /// Passes the handler to the host.
    public func setFrameRequestHandler(_ handler: (@Sendable () -> Void)?) {
        host.setFrameRequestHandler(handler)
    }
}
