/// One gesture, then another once it ended, as SwiftUI's: `LongPressGesture()
/// .sequenced(before: DragGesture())` drags after a long press. It changes with the first's
/// values, then, from the first's end, with both (the second's nil until it changes); it
/// ends when the second does, and fails when either fails. The second begins where the
/// pointer is when the first ends, as if pressed there.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The gesture that comes first.
    public var first: First
    /// The gesture that follows it.
    public var second: Second

    /// `first`, then `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Where the sequence is, with the values so far.
    public enum Value {
        /// The first gesture is under way.
        case first(First.Value)
        /// The first ended with its value; the second is under way (its value, once it has
        /// one).
        case second(First.Value, Second.Value?)
    }

    /// Framework internal: the first's phases, then the second's.
    public func _recognize(_ input: _PointerInput, _ memory: _GestureMemory) -> _GesturePhase<Value> {
        let (firstMemory, secondMemory) = (memory.part(0), memory.part(1))
        guard let firstValue = memory.state as? First.Value else {
            switch first._recognize(input, firstMemory) {
            case .possible: return .possible
            case .failed: return .failed
            case .changed(let value): return .changed(.first(value))
            case .ended(let value):
                // Released as it ended: nothing is left for the second to begin with.
                guard input.phase != .release else { return .failed }
                memory.state = value
                secondMemory.state = nil
                return switch second._recognize(input.asPress, secondMemory) {
                case .possible: .changed(.second(value, nil))
                case .changed(let next): .changed(.second(value, next))
                case .ended(let next): finish(memory, .ended(.second(value, next)))
                case .failed: finish(memory, .failed)
                }
            }
        }
        return switch second._recognize(input, secondMemory) {
        case .possible: .possible
        case .changed(let next): .changed(.second(firstValue, next))
        case .ended(let next): finish(memory, .ended(.second(firstValue, next)))
        case .failed: finish(memory, .failed)
        }
    }

    /// The sequence over: the next press starts with the first gesture again.
    private func finish(_ memory: _GestureMemory, _ phase: _GesturePhase<Value>) -> _GesturePhase<Value> {
        memory.state = nil
        return phase
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
