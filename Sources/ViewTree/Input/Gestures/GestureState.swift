/// A view's state that a gesture sets while it runs and that goes back to its initial value
/// when the gesture ends, as SwiftUI's `@GestureState`: set it with
/// ``Gesture/updating(_:body:)``, read it in the body (a drag's offset while dragging).
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    private let state: State<Value>
    private let initialValue: Value

    /// State that starts, and returns after each gesture, at `wrappedValue`.
    public init(wrappedValue: Value) {
        state = State(wrappedValue: wrappedValue)
        initialValue = wrappedValue
    }

    /// The same as ``init(wrappedValue:)``.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// The value now: set by the gesture while it runs, the initial value otherwise.
    public var wrappedValue: Value { state.wrappedValue }

    /// The state itself, for ``Gesture/updating(_:body:)``.
    public var projectedValue: GestureState<Value> { self }

    func set(_ value: Value) {
        state.wrappedValue = value
    }

    func reset() {
        state.wrappedValue = initialValue
    }

    /// Framework internal: connects the property to the node that holds it, at its slot.
    public func _link(to node: _NodeHandle, slot: Int, name: String) {
        state._link(to: node, slot: slot, name: name)
    }
}
