/// A value owned by a view, kept by its node across re-creations of the view value (a parent
/// re-running makes a new value; the state stays). Changing it runs the body again.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private let location: StateLocation<Value>

    /// State starting at `wrappedValue` when its view first appears.
    public init(wrappedValue: Value) {
        location = StateLocation(wrappedValue)
    }

    /// The same as ``init(wrappedValue:)``.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// The current value; setting it runs the view's body again.
    public var wrappedValue: Value {
        get { location.resolved.value }
        nonmutating set { location.resolved.value = newValue }
    }

    /// A binding to the state, for a child view or a text field.
    public var projectedValue: Binding<Value> {
        let location = location.resolved
        return Binding(get: { location.value }, set: { location.value = $0 })
    }

    /// Framework internal: connects the property to the node that holds it, at its slot.
    public func _link(to node: _NodeHandle, slot: Int, name: String) {
        if let kept = node.node.keptStorage(at: slot) as? StateLocation<Value> {
            location.redirect(to: kept)
        } else {
            // A node of its own: the state starts at the initial value, whatever a node the
            // same value was shown in before left in it.
            let fresh = StateLocation(location.initialValue)
            fresh.setName(name)
            location.redirect(to: fresh)
            node.node.keep(fresh, at: slot)
        }
    }
}
