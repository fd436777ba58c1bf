import TrackingCore

/// One derived value: the closure, its last result and the tracking of what it read.
@MainActor
final class Derivation<Value: Equatable>: AnyDerivation {
    private let compute: () -> Value
    private var value: Value?
    private var tracking: Tracking?
    private var post: (@Sendable (TrackedChange) -> Void)?
    private var recordsValues = false

    init(_ compute: @escaping () -> Value) {
        self.compute = compute
    }

    func start(node: ComposedNode, index: Int) -> Value {
        let inbox = node.host.inbox
        let id = node.id
        let generation = node.derivationGeneration
        recordsValues = node.host.recordsValues
        post = { change in
            inbox.post(.derivation(nodeID: id, generation: generation, index: index, change: change))
        }
        return track()
    }

    private func track() -> Value {
        guard let post else { return compute() }
        // Its own scope only: the body must not depend on what the value was computed from.
        let (result, tracking) = withoutTracking {
            withCancellableTracking(compute, delivery: .didSet, recordsValues: recordsValues, onChange: post)
        }
        self.tracking = tracking
        value = result
        return result
    }

    override func recompute() -> Bool {
        let old = value
        return track() != old
    }

    override var reads: [TrackedRead] { tracking?.readProperties ?? [] }

    override func cancel() {
        tracking?.cancel()
        tracking = nil
        post = nil
    }
}

/// A derived value used by a body, whatever its type.
@MainActor
class AnyDerivation {
    /// Computes the value again, tracking its reads anew; true when it changed.
    func recompute() -> Bool {
        fatalError("subclass must implement")
    }

    func cancel() {}

    /// What the value was last computed from.
    var reads: [TrackedRead] { [] }
}

/// Computes a value from models inside a body, so that the body runs again only when the
/// value changes, not whenever what it was computed from changes.
///
/// `let isSelected = derived { list.selection === item }` in each row's body: moving the
/// selection runs the bodies of the two rows whose answer changed, not of every row.
/// Outside a body it simply returns `compute()`.
@MainActor
public func derived<Value: Equatable>(_ compute: @escaping () -> Value) -> Value {
    guard let node = EvaluationContext.current else { return compute() }
    let derivation = Derivation(compute)
    let index = node.addDerivation(derivation)
    return derivation.start(node: node, index: index)
}
