/// Two gestures recognized together, as SwiftUI's: it changes when either does, with both
/// values (nil for one that has not changed yet), and ends when both are over, one of them
/// ended. Every gesture here is over by the button's release.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second

    /// The two gestures together.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Both gestures' latest values.
    public struct Value {
        /// The first's, if it changed.
        public var first: First.Value?
        /// The second's, if it changed.
        public var second: Second.Value?
    }

    private struct Progress {
        var value = Value()
        var firstIsOver = false
        var secondIsOver = false
        var oneEnded = false

        /// Takes in a part's phase: its value, whether it is over; whether it reported.
        static func take<Part>(_ phase: _GesturePhase<Part>, _ value: inout Part?, _ isOver: inout Bool) -> Bool {
            switch phase {
            case .possible: return false
            case .changed(let new): value = new
            case .ended(let new): (value, isOver) = (new, true)
            case .failed: isOver = true
            }
            return true
        }
    }

    /// Framework internal: both parts' phases combined.
    public func _recognize(_ input: _PointerInput, _ memory: _GestureMemory) -> _GesturePhase<Value> {
        var progress = memory.state as? Progress ?? Progress()
        var reported = false
        if !progress.firstIsOver {
            let phase = first._recognize(input, memory.part(0))
            if case .ended = phase { progress.oneEnded = true }
            reported = Progress.take(phase, &progress.value.first, &progress.firstIsOver)
        }
        if !progress.secondIsOver {
            let phase = second._recognize(input, memory.part(1))
            if case .ended = phase { progress.oneEnded = true }
            reported = Progress.take(phase, &progress.value.second, &progress.secondIsOver) || reported
        }
        guard (progress.firstIsOver && progress.secondIsOver) || input.phase == .release else {
            memory.state = progress
            return reported ? .changed(progress.value) : .possible
        }
        memory.state = nil
        return progress.oneEnded ? .ended(progress.value) : .failed
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
