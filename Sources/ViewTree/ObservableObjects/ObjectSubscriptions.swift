import OpenCombine

/// The `objectWillChange` subscriptions of one node: one per `@ObservedObject`,
/// `@StateObject` or `@EnvironmentObject` property, kept while it holds the same object.
///
/// Any change of such an object runs the node's body, whatever the body read, as SwiftUI does
/// for `ObservableObject`: the object says only that it will change, not what.
@MainActor
final class ObjectSubscriptions {
    private var bySlot: [Int: (object: ObjectIdentifier, subscription: AnyCancellable)] = [:]

    /// Subscribes `node` to `object`'s `objectWillChange` for the property at `slot`, unless
    /// that property already holds this object.
    func observe<Object: OpenCombine.ObservableObject>(_ object: Object, slot: Int, node: ComposedNode) {
        let id = ObjectIdentifier(object)
        if bySlot[slot]?.object == id { return }
        let inbox = node.host.inbox
        let nodeID = node.id
        let typeName = String(describing: Object.self)
        let subscription = object.objectWillChange.sink { _ in
            inbox.post(.objectWillChange(nodeID: nodeID, typeName: typeName))
        }
        bySlot[slot] = (id, subscription)
    }

    /// Ends every subscription: the node is gone.
    func cancelAll() {
        for (_, entry) in bySlot { entry.subscription.cancel() }
        bySlot = [:]
    }
}
