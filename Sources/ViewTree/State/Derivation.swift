import TrackingCore

/// One derived value: the closure, its last result and the tracking of what it read.
///
/// Called through ``AnyDerivation`` from another module's body, its methods run unspecialized:
/// a tuple or an optional of `Value` would be looked up in the runtime's metadata caches at
/// each call. So the value is never optional, and what the tracking closures hand back holds
/// no `Value`: a selection move recomputes every visible row's derivation.
@MainActor
final class Derivation<Value: Equatable>: AnyDerivation {
    private let compute: () -> Value
    private var value: Value
    private var tracking: Tracking?
    private var post: (@Sendable (TrackedChange) -> Void)?
    private let recordsValues: Bool

    /// Computes the value a first time inside `node`'s body, tracking what it read.
    init(_ compute: @escaping () -> Value, node: ComposedNode, index: Int) {
        self.compute = compute
        let inbox = node.host.inbox
        let id = node.id
        let generation = node.derivationGeneration
        let post: @Sendable (TrackedChange) -> Void = { change in
            inbox.post(.derivation(nodeID: id, generation: generation, index: index, change: change))
        }
        let recordsValues = node.host.recordsValues
        self.recordsValues = recordsValues
        // Its own scope only: the body must not depend on what the value was computed from.
        let (first, tracking) = withoutTracking {
            withCancellableTracking(compute, delivery: .didSet, recordsValues: recordsValues, onChange: post)
        }
        value = first
        self.tracking = tracking
        self.post = post
    }

    /// The value last computed.
    var current: Value { value }

    override func recompute() -> Bool {
        guard let post else { return false }
        var changed = false
        tracking = withoutTracking {
            withCancellableTracking(
                {
                    let new = compute()
                    changed = new != value
                    value = new
                }, delivery: .didSet, recordsValues: recordsValues, onChange: post
            ).tracking
        }
        return changed
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
    /// A place kept for a derived value being computed for the first time.
    static let reserved = AnyDerivation()

    /// Computes the value again, tracking its reads anew; true when it changed (a reserved
    /// place has nothing to compute).
    func recompute() -> Bool {
        false
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
    let index = node.reserveDerivation()
    let derivation = Derivation(compute, node: node, index: index)
    node.setDerivation(derivation, at: index)
    return derivation.current
}
