import TrackingCore

/// The node of a view with a body. It runs the body inside a tracking scope, keeps the
/// elements the body resolved to and the nodes of composed views inside it, and runs the
/// body again only when something it read changed.
final class ComposedNode: ViewNode {
    let box: AnyViewBox
    private(set) var content: Element = .empty {
        didSet { contentEmptiness = content.emptiness }
    }
    /// Whether `content` shows nothing, or the node it stands for decides: asked by every
    /// stack placing the node, so kept.
    private var contentEmptiness = Element.Emptiness.nothing
    private(set) var children: [ViewPath: ViewNode] = [:]
    private var trackings: [Tracking] = []
    /// The body's reads of `@Observable` models.
    let observation = ObservationReads()
    /// The resolver of the last pass, holding the children to update once tracking ends.
    private var pendingChildren: _ViewResolver?
    /// Why the node must run in the next frame, if it must.
    private(set) var pendingCause: EvaluationCause?
    /// The first change to something the body read, if one came before the next run. With
    /// another first cause (`objectWillChange`), it tells whether that run depended on what
    /// changed.
    private var pendingReadChange: EvaluationCause?
    /// Why the body ran, the latest last: up to five, for an inspector.
    private(set) var recentRuns: [ViewInspection.Run] = []
    /// The pass of body runs in which the body last ran, so that no body runs twice in one
    /// pass (see ``ViewHost/handUp(_:)`` for a frame's later passes).
    private(set) var lastEvaluatedPass = 0
    /// What the view's dynamic properties keep across new view values (`@State` locations,
    /// `@StateObject` objects), by the property's position among them.
    private var keptStorage: [Int: AnyObject] = [:]
    /// The `objectWillChange` subscriptions of its `ObservableObject` properties, and of the
    /// objects its body read through a binding.
    private(set) lazy var objectSubscriptions = ObjectSubscriptions(node: self)
    private var derivations: [AnyDerivation] = []
    private(set) var derivationGeneration = 0
    private var environmentReads: [ObjectIdentifier: Any.Type] = [:]
    /// Whether its body is focusable (a control, `.focusable()`), and if so, whether it has
    /// the focus: a tracked value its body reads, so a focus move runs just the two bodies.
    /// Set through ``makeFocusable(accepting:)``.
    var focus: StateLocation<Bool>?
    /// Whether Tab may move the focus here now: its last run asked for the focus and was
    /// not disabled.
    var acceptsFocus = false
    /// What `.help` says of the views inside, shown while one of them has the focus.
    var helpText: String?
    /// The key of the keyboard shortcut its body (a button) registered, if any.
    var shortcutKey: Key?
    /// What a `focused(_:)` modifier's state does when the focus comes inside or leaves.
    var focusBinding: ((Bool) -> Void)?
    /// Its `onAppear`, `onDisappear`, `task` and `onChange` state, once it has any (see
    /// ``lifecycle()``).
    var lifecycleState: NodeLifecycle?

    init<V: View>(host: ViewHost, parent: ViewNode?, view: V, label: IdentityLabel?, environment: EnvironmentValues) {
        let box = ViewBox(view)
        self.box = box
        super.init(
            host: host, parent: parent, viewType: box.info.name, label: label, environment: environment)
    }

    // MARK: Evaluation

    /// Runs the body now, re-tracking what it reads, and rebuilds the content.
    func evaluate(cause: EvaluationCause) {
        lastEvaluatedPass = host.evaluationPass
        // In place: after the first five runs this allocates nothing.
        if recentRuns.count == 5 { recentRuns.removeFirst() }
        recentRuns.append(ViewInspection.Run(cause: cause, changedRead: pendingReadChange))
        pendingCause = nil
        pendingReadChange = nil
        endTrackings()
        environmentReads = [:]
        acceptsFocus = false
        let (element, tracking) = tracked { box.evaluate(in: self, cause: cause) }
        trackings = [tracking]
        replaceContent(element)
    }

    /// Rebuilds the content from the last body without running it again, after the
    /// environment changed in ways this body did not read (nodes inside may have).
    private func reresolve() {
        let (element, tracking) = tracked { box.reresolve(in: self) }
        trackings.append(tracking)
        replaceContent(element)
    }

    /// Runs `resolve` recording the models it reads, `@Trackable` and `@Observable`, then
    /// updates the child nodes it found, outside that record.
    private func tracked(_ resolve: () -> Element) -> (Element, Tracking) {
        let inbox = host.inbox
        let id = self.id
        let observation = self.observation
        let recordsValues = host.recordsValues
        // Isolated from any enclosing scope: a parent resolving its children must not
        // record the children's reads as its own.
        let result = withoutTracking {
            withCancellableTracking(
                {
                    observation.track(resolve) { change in inbox.post(.observedBody(nodeID: id, change: change)) }
                }, delivery: .didSet, recordsValues: recordsValues
            ) { change in
                inbox.post(.body(nodeID: id, change: change))
            }
        }
        pendingChildren?.updateChildren()
        pendingChildren = nil
        return result
    }

    private func replaceContent(_ element: Element) {
        content = element
        invalidateMeasure()
    }

    /// Resolves `body` into elements, reusing the child nodes at the same identities and
    /// removing the ones that are gone.
    func resolve<Body: View>(_ body: Body) -> Element {
        keyHandlers = []
        container.remove(.drawsLayers)
        let resolver = _ViewResolver(owner: self, environment: environment, previous: children, label: label)
        resolver.resolve(body)
        children = resolver.finish()
        pendingChildren = resolver
        return Element.combining(resolver.elements)
    }

    /// Takes the view value a re-running parent made for this node.
    func receive<V: View>(_ view: V, box: ViewBox<V>, environment newEnvironment: EnvironmentValues) {
        if !box.hasSameInputs(as: view) {
            box.replace(with: view)
            environment = newEnvironment
            return evaluate(cause: pendingCause ?? .parentInputs)
        }
        if !newEnvironment.isIdentical(to: environment) {
            environmentDidChange(to: newEnvironment)
        }
        if let pendingCause, lastEvaluatedPass != host.evaluationPass {
            evaluate(cause: pendingCause)
        }
    }

    override func environmentDidChange(to newEnvironment: EnvironmentValues) {
        let changed = environmentReads.first { key, _ in !environment.hasSameEntry(key, as: newEnvironment) }
        environment = newEnvironment
        if let (_, type) = changed {
            evaluate(cause: .environment(String(describing: type)))
        } else {
            reresolve()
        }
    }

    /// Asks for a run in the next frame; the first cause is the one reported.
    func markDirty(_ cause: EvaluationCause) {
        if pendingCause == nil { pendingCause = cause }
        if pendingReadChange == nil, Self.isChangeOfRead(cause) { pendingReadChange = cause }
    }

    /// Whether the cause is a change of something the body read, as opposed to a reason to
    /// run that holds whatever the body read (its inputs, an object's `objectWillChange`).
    private static func isChangeOfRead(_ cause: EvaluationCause) -> Bool {
        switch cause {
        case .dependency, .observation, .derivedValue, .state, .environment: true
        case .firstAppearance, .objectWillChange, .parentInputs, .relayout: false
        }
    }

    var isDirty: Bool { pendingCause != nil }

    // MARK: What the body uses

    func recordEnvironmentRead(_ key: ObjectIdentifier, of type: Any.Type) {
        environmentReads[key] = type
    }

    /// The storage kept for the `slot`-th dynamic property of the view, if there is one yet.
    func keptStorage(at slot: Int) -> AnyObject? {
        keptStorage[slot]
    }

    func keep(_ storage: AnyObject, at slot: Int) {
        keptStorage[slot] = storage
    }

    /// The place of the next derived value, taken before its first computation so that a
    /// value derived inside its closure comes after it; ``setDerivation(_:at:)`` fills it.
    func reserveDerivation() -> Int {
        derivations.append(AnyDerivation.reserved)
        return derivations.count - 1
    }

    func setDerivation(_ derivation: AnyDerivation, at index: Int) {
        derivations[index] = derivation
    }

    /// Re-computes a derived value whose inputs changed; marks the node dirty if the value
    /// differs. Stale notices from earlier runs of the body are ignored.
    func recheckDerivation(at index: Int, generation: Int, change: TrackedChange) {
        guard generation == derivationGeneration, index < derivations.count, !isDirty else { return }
        if derivations[index].recompute() {
            markDirty(.derivedValue(change))
        }
    }

    /// What the last run read of `@Trackable` models and state structs.
    var reads: [TrackedRead] {
        trackings.flatMap(\.readProperties)
    }

    /// What its derived values were computed from (the body runs only when they change).
    var derivedReads: [TrackedRead] {
        derivations.flatMap(\.reads)
    }

    override func cancelTrackings() {
        endTrackings()
        objectSubscriptions.cancelAll()
    }

    private func endTrackings() {
        for tracking in trackings { tracking.cancel() }
        trackings = []
        observation.cancel()
        for derivation in derivations { derivation.cancel() }
        derivations = []
        derivationGeneration += 1
    }

    // MARK: Layout and drawing

    override func measureContent(_ proposal: CellSize) -> CellSize { content.measure(proposal) }
    override var childCount: Int { children.count }
    override func isFlexibleContent(_ axis: Axis) -> Bool { content.isFlexible(axis) }
    override var showsNothing: Bool { contentEmptiness.showsNothing }
    override var layoutPriority: Double { content.layoutPriority }
    override var zIndex: Double { content.zIndex }
    override func collectPreferences(_ key: ObjectIdentifier, into values: inout [Any]) {
        content.collectPreferences(key, into: &values)
    }
    override func explicitGuideContent(_ key: AlignmentKey, _ proposal: CellSize) -> Int? {
        content.explicitGuide(key, proposal)
    }

    // A composed view is transparent to layout: its content gets the node's offer.
    override func placeContent(in rect: CellRect, into steps: inout [PaintStep]) {
        content.place(in: rect, proposal: proposal, style: style, into: &steps)
    }

    override func dismantle() {
        endTrackings()
        for child in children.values { child.dismantle() }
        children = [:]
        keptStorage = [:]
        objectSubscriptions.cancelAll()
        content = .empty
        lifecycleState?.end(in: host)
        lifecycleState = nil
        super.dismantle()
    }
}
