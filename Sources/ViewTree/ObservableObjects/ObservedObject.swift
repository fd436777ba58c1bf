import OpenCombine

/// An `ObservableObject` a view is given: the view's body runs again on every
/// `objectWillChange` of the object, as in SwiftUI.
///
/// `$model.name` is a ``Binding`` to the object's property.
@propertyWrapper
public struct ObservedObject<ObjectType: OpenCombine.ObservableObject>: DynamicProperty, ParentProvidedProperty {
    /// The object.
    public var wrappedValue: ObjectType

    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// The same as ``init(wrappedValue:)``.
    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    /// Makes bindings to the object's properties.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Subscribes the node to the object's `objectWillChange`. Called by the view tree.
    public func _link(to node: _NodeHandle, slot: Int, name: String) {
        node.node.objectSubscriptions.observe(wrappedValue, slot: slot)
    }

    /// Bindings to an observed object's properties: `$model.name`.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding that reads and writes the object's property at `keyPath`. A body that
        /// reads it runs again on the object's changes, as SwiftUI's view given the binding
        /// shows the new value: one pushed by a `NavigationLink(destination:)` too, which no
        /// body around it makes again.
        public subscript<Member>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Member>) -> Binding<Member>
        {
            let object = object
            return Binding(
                get: {
                    EvaluationContext.recordRead(of: object)
                    return object[keyPath: keyPath]
                }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}
