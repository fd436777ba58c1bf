import OpenCombine

/// An `ObservableObject` a view creates and owns: made once, when the view first appears, and
/// kept by its node while the view stays (new view values from a re-running parent do not
/// make a new one). The body runs again on every `objectWillChange`, as in SwiftUI.
@propertyWrapper
public struct StateObject<ObjectType: OpenCombine.ObservableObject>: DynamicProperty {
    private let storage: Storage

    /// Where the object lives: a node that appears keeps a storage of its own and points the
    /// view values it is given at it, so their `make` closures never run.
    private final class Storage {
        let make: () -> ObjectType
        var object: ObjectType?
        var target: Storage?

        init(make: @escaping () -> ObjectType) {
            self.make = make
        }

        var resolved: Storage { target ?? self }

        var current: ObjectType {
            let storage = resolved
            if let object = storage.object { return object }
            let object = storage.make()
            storage.object = object
            return object
        }
    }

    /// Creates the object with `thunk` when the view first appears.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        storage = Storage(make: thunk)
    }

    /// The object.
    public var wrappedValue: ObjectType { storage.current }

    /// Makes bindings to the object's properties: `$model.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject(wrappedValue: wrappedValue).projectedValue
    }

    /// Keeps the object in the node (or takes the one kept) and subscribes the node to it.
    /// Called by the view tree.
    public func _link(to node: _NodeHandle, slot: Int, name: String) {
        if let kept = node.node.keptStorage(at: slot) as? Storage {
            storage.target = kept === storage ? nil : kept
        } else {
            // A node of its own makes its own object, even from a value shown before (a
            // destination built before its link is followed, removed and put back).
            let fresh = Storage(make: storage.make)
            storage.target = fresh
            node.node.keep(fresh, at: slot)
        }
        node.node.objectSubscriptions.observe(storage.current, slot: slot)
    }
}
