import TrackingCore

/// Runs a view tree: owns its nodes and the cell buffer it renders into, and turns changes
/// into frames.
///
/// A change to anything a body read (from any thread) is queued and asks for a frame through
/// the frame request handler; ``renderFrame()`` then runs the dirty bodies parent-first, each
/// at most once, lays out again only where a size changed, and redraws only the regions of
/// the nodes that ran. Call everything except the handler's wake-ups on one thread.
@MainActor
public final class ViewHost {
    let inbox = InvalidationInbox()
    private(set) var nodes: [Int: ViewNode] = [:]
    private var lastNodeID = 0
    private(set) var root: ComposedNode?
    private let makeRoot: (ViewHost) -> ComposedNode
    private var frameEvents: [EvaluationEvent] = []
    /// The node of each event, to learn where it was drawn once the frame is laid out.
    private(set) var frameEventNodes: [ViewNode] = []
    var needsFullRedraw = true
    /// The size of the nearest container of what is laid out now (see ``withContainer(_:_:)``).
    var containerSize = CellSize.zero
    private var subscribers: [(FrameReport) -> Void] = []
    /// Lifecycle actions queued during the frame, run once it is drawn.
    private var afterFrameActions: [() -> Void] = []
    /// Values bodies hand up to a container (a navigation title), set before the frame is
    /// drawn; see ``handUp(_:)``.
    var handedUpActions: [() -> Void] = []
    /// The nodes with `.onPreferenceChange`, and how many of this frame's runs they have seen.
    var preferenceWatches: [PreferenceWatch] = []
    var preferencesSeenEvents = 0
    /// Counts the passes of body runs: a node runs at most once per pass, and a frame has
    /// more than one pass only when values handed up changed what a container read.
    var evaluationPass = 0
    /// The view with the focus, and the one to give it back to (changed only through
    /// `ViewHost+Focus.swift`).
    var keyFocus = KeyFocus()
    /// The views a left press went to, front-most first: the moves and the release of the
    /// drag it starts go there too, wherever the pointer is (`ViewHost+Keys.swift`).
    var pointerPress: [PointerTarget] = []
    /// Where that press was.
    var pointerPressLocation = CGPoint.zero
    /// The views with hover actions and where the pointer is (`ViewHost+Hover.swift`).
    let hover = HoverTracking()
    /// The buttons' keyboard shortcuts, by key.
    var shortcuts = KeyboardShortcuts()
    /// The sheets, alerts, pushed views and open menus, and what they paint over the tree.
    var presentation = PresentationStack()
    /// The help on the last row, if any (see ``paintHelp()``).
    var shownHelp: String?
    /// Whether a view of this tree has set an alignment guide (see ``ExplicitGuide/inUse``).
    var usesExplicitGuides = false

    /// The number of the frame being rendered, or of the last one; 0 before the first.
    public private(set) var frameNumber = 0
    /// Whether causes carry the old and new values of what changed
    /// (`TodoItem(aaa).isDone false → true`). Off, a change costs nothing more; on, each
    /// observed write describes its two values once. Applies to bodies that run after it is set.
    public var recordsValues = false
    /// The rendered screen.
    public internal(set) var buffer: CellBuffer
    /// Body evaluations since start or ``resetCounters()``.
    public private(set) var counters = EvaluationCounters()
    /// What the last frame did.
    public private(set) var lastFrame: FrameReport?

    /// The time the views live in (`@Environment(\.clock)`): the system's, or a manual clock
    /// that ``advance(by:)`` moves.
    public let clock: ViewClock

    /// A host for `root`, rendering into a `width` x `height` buffer, its views living in
    /// `clock`'s time. Nothing runs until the first ``renderFrame()``.
    public init<Root: View>(_ root: Root, width: Int, height: Int, clock: ViewClock = .system) {
        buffer = CellBuffer(width: width, height: height)
        self.clock = clock
        var environment = EnvironmentValues()
        environment.clock = clock
        makeRoot = { [environment] host in
            // The root is a node with a body; a primitive (`Text`, or a view with a modifier
            // such as `.environment(store)`) gets a body around it.
            guard Root.Body.self == Never.self else {
                return ComposedNode(host: host, parent: nil, view: root, label: nil, environment: environment)
            }
            return ComposedNode(
                host: host, parent: nil, view: RootView(content: root), label: nil, environment: environment)
        }
    }

    /// The body around a primitive root view.
    private struct RootView<Content: View>: View {
        let content: Content

        var body: Content { content }
    }

    isolated deinit {
        // Nodes must not reach back to a host being destroyed: only stop their trackings.
        for node in nodes.values { node.cancelTrackings() }
    }

    /// Whether something changed since the last frame.
    public var needsFrame: Bool {
        root == nil || needsFullRedraw || !inbox.isEmpty
    }

    /// Called, possibly on another thread, when a change arrives and no frame is pending yet.
    public func setFrameRequestHandler(_ handler: (@Sendable () -> Void)?) {
        inbox.setFrameRequestHandler(handler)
    }

    /// Calls `subscriber` after every frame with what it did.
    public func onFrame(_ subscriber: @escaping (FrameReport) -> Void) {
        subscribers.append(subscriber)
    }

    /// Changes the screen size; the next frame lays out and draws everything again.
    public func resize(width: Int, height: Int) {
        guard width != buffer.width || height != buffer.height else { return }
        buffer.resize(width: width, height: height)
        needsFullRedraw = true
    }

    /// Makes the next frame draw everything, for a screen that lost what was drawn.
    public func invalidateDrawing() {
        needsFullRedraw = true
    }

    /// Starts the counters from zero.
    public func resetCounters() {
        counters.reset()
    }

    /// The number of nodes alive: composed views and lists, not primitives.
    public var nodeCount: Int { nodes.count }

    /// Where each composed view and list was drawn in the last frames, by identity
    /// (`TodoItemView#aaa`), in buffer cells: what a tool needs to put numbers beside views.
    public var nodeRegions: [(identity: String, region: CellRect)] {
        nodes.values.compactMap { node in
            node.isAlive && node.frame.height > 0 && node.frame.width > 0 ? (node.identity, node.frame) : nil
        }
    }

    /// The nodes alive, for tests that look inside.
    var liveNodes: [ViewNode] { Array(nodes.values) }

    /// Renders one frame: runs what changed and redraws what it affected.
    @discardableResult
    public func renderFrame() -> FrameReport {
        let clock = ContinuousClock()
        let start = clock.now
        frameNumber += 1
        ExplicitGuide.inUse = usesExplicitGuides
        defer { ExplicitGuide.inUse = false }
        frameEvents = []
        frameEventNodes = []
        buffer.resetDamage()
        if root == nil {
            let node = makeRoot(self)
            root = node
            evaluationPass += 1
            node.evaluate(cause: .firstAppearance)
            needsFullRedraw = true
        }
        let redraw = evaluateChangesAndHandedUpValues()
        draw(changed: redraw)
        // Bodies that run while they are laid out (a geometry reader's content, a list's
        // rows) hand up their values then, as do preferences: what reads them runs and shows
        // in this frame too.
        preferencesSeenEvents = 0
        deliverPreferences()
        for _ in 0..<4 where !handedUpActions.isEmpty {
            draw(changed: evaluateChangesAndHandedUpValues())
            deliverPreferences()
        }
        // A view that gets the focus back (the link that pushed a view now gone) shows it in
        // this frame, not after the next key; so does a menu's list closed as its view hid.
        let refocused = restoreFocusIfDue()
        if closeHiddenPopups() || refocused {
            draw(changed: evaluateChangesAndHandedUpValues())
        }
        paintHelp()
        for index in frameEvents.indices {
            let node = frameEventNodes[index]
            frameEvents[index].region = node.isAlive ? node.frame : nil
        }
        let report = FrameReport(
            number: frameNumber, evaluations: frameEvents, damage: buffer.damage, duration: clock.now - start)
        frameEvents = []
        frameEventNodes = []
        counters.count(report.evaluations)
        lastFrame = report
        for subscriber in subscribers { subscriber(report) }
        refreshHoverAfterFrame()
        runAfterFrameActions()
        return report
    }

    /// Queues `action` to run after the current frame (`onAppear`, `onChange`, ...).
    func afterFrame(_ action: @escaping () -> Void) {
        afterFrameActions.append(action)
    }

    /// Runs the queued actions; the changes they make wait for the next frame. Actions they
    /// queue (none do, outside a frame) run too.
    private func runAfterFrameActions() {
        while !afterFrameActions.isEmpty {
            let actions = afterFrameActions
            afterFrameActions = []
            for action in actions { action() }
        }
    }

    func record(_ event: EvaluationEvent, of node: ViewNode) {
        frameEvents.append(event)
        frameEventNodes.append(node)
    }

    // MARK: Nodes

    func nextNodeID() -> Int {
        lastNodeID += 1
        return lastNodeID
    }

    func register(_ node: ViewNode) {
        nodes[node.id] = node
    }

    func unregister(_ node: ViewNode) {
        nodes[node.id] = nil
        presentation.setPresenting(false, id: node.id)
    }

    /// The innermost node presenting a sheet, an alert or a menu's list: only what is in it
    /// takes keys, focus and clicks. A modeless pop-up covers nothing.
    var activePresenter: ViewNode? {
        guard !presentation.presenters.isEmpty else { return nil }
        return presentation.presenters.compactMap { nodes[$0] }.filter { !$0.presentsModelessPopup }
            .max { ($0.depth, $0.id) < ($1.depth, $1.id) }
    }
}
