import TrackingCore

/// A node whose content is built while it is laid out — a lazy list's window of rows, a
/// geometry reader's content — inside a tracking of its own: a change to what the building
/// read lays the node out again (running only what changed inside) without running any
/// body above it.
class LayoutBuiltNode: ViewNode {
    /// The child nodes the last layout built.
    var builtChildren: [ViewPath: ViewNode] = [:]
    private var tracking: Tracking?
    /// The building's reads of `@Observable` models.
    private let observation = ObservationReads()
    /// The change that made the node lay out again, reported as the cause of what it runs.
    var layoutChange: EvaluationCause?
    /// Whether it was laid out before: a later run without a change of its own is a relayout.
    private(set) var hasDrawn = false

    override var childCount: Int { builtChildren.count }

    /// The cause to report for what this layout runs.
    var layoutCause: EvaluationCause {
        layoutChange ?? (hasDrawn ? .relayout : .firstAppearance)
    }

    /// Runs `build` in the node's tracking, replacing the last one's; ends the layout's cause.
    func buildTracked<Value>(_ build: () -> Value) -> Value {
        cancelTrackings()
        let inbox = host.inbox
        let id = self.id
        let (value, tracking) = withoutTracking {
            withCancellableTracking(build, delivery: .didSet, recordsValues: host.recordsValues) { change in
                inbox.post(.window(nodeID: id, change: change))
            }
        }
        self.tracking = tracking
        layoutChange = nil
        hasDrawn = true
        return value
    }

    /// Runs a piece of the building (a closure of the app's) recording its reads of
    /// `@Observable` models. Each piece has its own scope: composed children are evaluated
    /// between them, and Observation would take their reads into an enclosing one.
    func observed<Value>(_ piece: () -> Value) -> Value {
        let inbox = host.inbox
        let id = self.id
        return observation.track(piece) { change in inbox.post(.observedWindow(nodeID: id, change: change)) }
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
        for child in builtChildren.values { child.dismantle() }
        builtChildren = [:]
        super.dismantle()
    }
}
