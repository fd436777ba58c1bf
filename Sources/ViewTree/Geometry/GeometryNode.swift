import TrackingCore

/// The node of a ``GeometryReader``: it takes the space offered and builds its content from
/// it each time it is laid out, inside its own tracking, as a lazy list builds its window.
final class GeometryNode: ViewNode {
    typealias Content = (GeometryProxy, _ViewResolver) -> Void

    private var content: Content
    private(set) var children: [ViewPath: ViewNode] = [:]
    private var tracking: Tracking?
    /// The closure's reads of `@Observable` models.
    private let observation = ObservationReads()
    /// The change that made the content be built again, reported as the cause of the run.
    var contentChange: EvaluationCause?
    private var hasDrawn = false

    init(
        host: ViewHost, parent: ViewNode?, content: @escaping Content, label: IdentityLabel?,
        environment: EnvironmentValues
    ) {
        self.content = content
        super.init(host: host, parent: parent, viewType: "GeometryReader", label: label, environment: environment)
    }

    func update(_ content: @escaping Content, environment: EnvironmentValues) {
        self.content = content
        self.environment = environment
    }

    override func measureContent(_ proposal: CellSize) -> CellSize { proposal }

    override func isFlexible(_ axis: Axis) -> Bool { true }

    override var childCount: Int { children.count }

    /// Builds the content for `rect` and places it at the top-leading corner, offered all of
    /// `rect`.
    override func placeContent(in rect: CellRect, into steps: inout [PaintStep]) {
        cancelTrackings()
        let inbox = host.inbox
        let id = self.id
        let start = ContinuousClock.now
        let (element, tracking) = withoutTracking {
            withCancellableTracking(
                { build(GeometryProxy(size: rect.size, globalFrame: rect)) }, delivery: .didSet,
                recordsValues: host.recordsValues
            ) { change in inbox.post(.window(nodeID: id, change: change)) }
        }
        self.tracking = tracking
        host.record(
            EvaluationEvent(
                frame: host.frameNumber, viewType: viewType, identity: identity,
                cause: contentChange ?? (hasDrawn ? .relayout : .firstAppearance), duration: .now - start),
            of: self)
        contentChange = nil
        hasDrawn = true
        let size = element.measure(rect.size)
        let frame = CellRect(x: rect.x, y: rect.y, width: size.width, height: size.height)
        element.place(in: frame, proposal: rect.size, style: style, into: &steps)
    }

    private func build(_ proxy: GeometryProxy) -> Element {
        let resolver = _ViewResolver(owner: self, environment: environment, previous: children, label: label)
        let inbox = host.inbox
        let id = self.id
        let elements = resolver.collect {
            observation.track({ content(proxy, resolver) }) { change in
                inbox.post(.observedWindow(nodeID: id, change: change))
            }
        }
        // Outside the closure's Observation scope, which would take in a child body's reads.
        resolver.updateChildren()
        children = resolver.finish()
        return Element.combining(elements)
    }

    override func environmentDidChange(to newEnvironment: EnvironmentValues) {
        environment = newEnvironment
    }

    override func cancelTrackings() {
        tracking?.cancel()
        tracking = nil
        observation.cancel()
    }

    override func dismantle() {
        cancelTrackings()
        for child in children.values { child.dismantle() }
        children = [:]
        super.dismantle()
    }
}
