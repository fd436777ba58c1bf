import CEvaluationContext
import OpenCombine

/// The `objectWillChange` subscriptions of one node: one per `@ObservedObject`,
/// `@StateObject` or `@EnvironmentObject` property, kept while it holds the same object.
///
/// Any change of such an object runs the node's body, whatever the body read, as SwiftUI does
/// for `ObservableObject`: the object says only that it will change, not what.
@MainActor
final class ObjectSubscriptions {
    private var bySlot: [Int: (object: ObjectIdentifier, subscription: AnyCancellable)] = [:]
    /// Objects the body read through a binding (`$model.name` handed down), not a property.
    private var readThroughBindings: [ObjectIdentifier: AnyCancellable] = [:]
    private unowned let node: ComposedNode

    init(node: ComposedNode) {
        self.node = node
    }

    /// Subscribes `node` to `object`'s `objectWillChange` for the property at `slot`, unless
    /// that property already holds this object.
    func observe<Object: OpenCombine.ObservableObject>(_ object: Object, slot: Int) {
        let id = ObjectIdentifier(object)
        if bySlot[slot]?.object == id { return }
        bySlot[slot] = (id, subscription(to: object))
    }

    /// Subscribes the node to `object`, whose property its body read through a binding, unless
    /// it already is; kept while the node lives (a later run that reads it no more still runs
    /// on its changes: more runs than needed, never a stale value).
    func observeRead<Object: OpenCombine.ObservableObject>(of object: Object) {
        let id = ObjectIdentifier(object)
        guard readThroughBindings[id] == nil else { return }
        for entry in bySlot.values where entry.object == id { return }
        readThroughBindings[id] = subscription(to: object)
    }

    private func subscription<Object: OpenCombine.ObservableObject>(to object: Object) -> AnyCancellable {
        let inbox = node.host.inbox
        let nodeID = node.id
        let typeName = String(describing: Object.self)
        return object.objectWillChange.sink { _ in
            inbox.post(.objectWillChange(nodeID: nodeID, typeName: typeName))
        }
    }

    /// Ends every subscription: the node is gone.
    func cancelAll() {
        for (_, entry) in bySlot { entry.subscription.cancel() }
        for (_, subscription) in readThroughBindings { subscription.cancel() }
        bySlot = [:]
        readThroughBindings = [:]
    }
}

extension EvaluationContext {
    /// Subscribes the running body's node to `object`, a property of which it read through a
    /// binding; nothing when no body is running (an action, a control's own reading).
    nonisolated static func recordRead<Object: OpenCombine.ObservableObject>(of object: Object) {
        guard evaluation_context_current() != nil else { return }
        // A body is running on this thread, and bodies run on the main actor: the object is
        // used there, where the body reads it.
        nonisolated(unsafe) let object = object
        MainActor.assumeIsolated { current?.objectSubscriptions.observeRead(of: object) }
    }
}
