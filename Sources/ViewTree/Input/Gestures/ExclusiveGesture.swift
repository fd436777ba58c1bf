/// One gesture, or another when it does not happen, as SwiftUI's: the first takes precedence
/// while it changes or ends; otherwise the second's phases are the gesture's.
///
/// SwiftUI waits for the first to fail before it lets the second end (a single tap after a
/// double tap's time ran out). A terminal reports no time between clicks to wait on: a
/// second that ends while the first is still only possible ends then (a double tap's first
/// click is also a single tap).
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The gesture that takes precedence.
    public var first: First
    /// The gesture recognized when the first is not.
    public var second: Second

    /// `first`, or else `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Which gesture it was, with its value.
    public enum Value {
        /// The first gesture.
        case first(First.Value)
        /// The second gesture.
        case second(Second.Value)
    }

    /// Framework internal: the first's phase while it changes or ends, else the second's.
    public func _recognize(_ input: _PointerInput, _ memory: _GestureMemory) -> _GesturePhase<Value> {
        let (firstMemory, secondMemory) = (memory.part(0), memory.part(1))
        // The first took this press: the second sits it out.
        if memory.state as? Bool == true {
            let phase = first._recognize(input, firstMemory)
            if case .changed = phase {} else { memory.state = nil }
            return phase.map(Value.first)
        }
        let firstPhase = first._recognize(input, firstMemory)
        let secondPhase = second._recognize(input, secondMemory)
        switch firstPhase {
        case .changed(let value):
            memory.state = true
            secondMemory.state = nil
            return .changed(.first(value))
        case .ended(let value):
            secondMemory.state = nil
            return .ended(.first(value))
        case .possible, .failed:
            return secondPhase.map(Value.second)
        }
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
