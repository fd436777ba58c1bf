/// Any gesture with values of type `Value`, as SwiftUI's `AnyGesture`: for a property or a
/// function that returns one of several gestures.
public struct AnyGesture<Value>: Gesture {
    private let recognize: @MainActor (_PointerInput, _GestureMemory) -> _GesturePhase<Value>

    /// A gesture that is recognized as `gesture`.
    @MainActor public init<T: Gesture>(_ gesture: T) where T.Value == Value {
        recognize = { gesture._recognize($0, $1) }
    }

    /// Framework internal: the wrapped gesture's phase.
    public func _recognize(_ input: _PointerInput, _ memory: _GestureMemory) -> _GesturePhase<Value> {
        recognize(input, memory)
    }
}
