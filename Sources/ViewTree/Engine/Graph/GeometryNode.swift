/// The node of a ``GeometryReader``: it takes the space offered and builds its content from
/// it each time it is laid out, inside its own tracking, as a lazy list builds its window.
final class GeometryNode: LayoutBuiltNode {
    typealias Content = (GeometryProxy, _ViewResolver) -> Void

    private var content: Content
    /// What the content built at the last layout: where preferences set inside are read.
    private var built: Element = .empty

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

    override func isFlexibleContent(_ axis: Axis) -> Bool { true }

    override func collectPreferences(_ key: ObjectIdentifier, into values: inout [Any]) {
        built.collectPreferences(key, into: &values)
    }

    /// Builds the content for `rect` (reported as a run of the reader) and places it at the
    /// top-leading corner, offered all of `rect`.
    override func placeContent(in rect: CellRect, into steps: inout [PaintStep]) {
        let start = ContinuousClock.now
        let cause = layoutCause
        let element = buildTracked {
            build(
                GeometryProxy(size: rect.size, globalFrame: rect, scale: environment.cellScaleUntracked))
        }
        host.record(
            EvaluationEvent(
                frame: host.frameNumber, viewType: viewType, identity: identity, cause: cause,
                duration: .now - start),
            of: self)
        built = element
        let size = element.measure(rect.size)
        let frame = CellRect(x: rect.x, y: rect.y, width: size.width, height: size.height)
        element.place(in: frame, proposal: rect.size, style: style, into: &steps)
    }

    private func build(_ proxy: GeometryProxy) -> Element {
        let resolver = _ViewResolver(owner: self, environment: environment, previous: builtChildren, label: label)
        let elements = resolver.collect { observed { content(proxy, resolver) } }
        // Outside the closure's Observation scope, which would take in a child body's reads.
        resolver.updateChildren()
        builtChildren = resolver.finish()
        return Element.combining(elements)
    }
}
