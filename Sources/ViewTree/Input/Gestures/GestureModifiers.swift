/// What a gesture's value does as it changes and when it ends: SwiftUI's gesture modifiers.
extension Gesture {
    /// Runs `action` with the value each time the gesture changes (a drag's every move).
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(base: self, action: action)
    }

    /// Runs `action` with the last value when the gesture ends (a drag's release).
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(base: self, action: action)
    }

    /// Sets `state` through `body` each time the gesture changes; `state` goes back to its
    /// initial value when the gesture ends or fails, as SwiftUI's `@GestureState` does.
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }

    /// The gesture reporting `transform`'s result instead of its own value.
    public func map<Mapped>(_ transform: @escaping (Value) -> Mapped) -> _MapGesture<Self, Mapped> {
        _MapGesture(base: self, transform: transform)
    }
}

/// A gesture that also runs an action on each change; see ``Gesture/onChanged(_:)``.
public struct _ChangedGesture<Base: Gesture>: Gesture {
    let base: Base
    let action: (Base.Value) -> Void

    /// Framework internal: the base gesture's phase, after the action ran on a change.
    public func _recognize(_ input: _PointerInput, _ memory: _GestureMemory) -> _GesturePhase<Base.Value> {
        let phase = base._recognize(input, memory)
        if case .changed(let value) = phase { action(value) }
        return phase
    }
}

/// A gesture that also runs an action when it ends; see ``Gesture/onEnded(_:)``.
public struct _EndedGesture<Base: Gesture>: Gesture {
    let base: Base
    let action: (Base.Value) -> Void

    /// Framework internal: the base gesture's phase, after the action ran on its end.
    public func _recognize(_ input: _PointerInput, _ memory: _GestureMemory) -> _GesturePhase<Base.Value> {
        let phase = base._recognize(input, memory)
        if case .ended(let value) = phase { action(value) }
        return phase
    }
}

/// A gesture that sets a ``GestureState`` as it changes; see ``Gesture/updating(_:body:)``.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    let base: Base
    let state: GestureState<State>
    let body: (Base.Value, inout State, inout Transaction) -> Void

    /// Framework internal: the base gesture's phase, after the state followed it.
    public func _recognize(_ input: _PointerInput, _ memory: _GestureMemory) -> _GesturePhase<Base.Value> {
        let phase = base._recognize(input, memory)
        switch phase {
        case .changed(let value):
            var current = state.wrappedValue
            var transaction = Transaction()
            body(value, &current, &transaction)
            state.set(current)
        case .ended, .failed: state.reset()
        case .possible: break
        }
        return phase
    }
}

/// A gesture whose value is transformed; see ``Gesture/map(_:)``.
public struct _MapGesture<Base: Gesture, Value>: Gesture {
    let base: Base
    let transform: (Base.Value) -> Value

    /// Framework internal: the base gesture's phase with its value transformed.
    public func _recognize(_ input: _PointerInput, _ memory: _GestureMemory) -> _GesturePhase<Value> {
        base._recognize(input, memory).map(transform)
    }
}
