/// A click, or `count` clicks in a row, as SwiftUI's `TapGesture`: it ends at the click that
/// makes the count (clicks count as in a row on the same cell within half a second, as
/// ``View/onTapGesture(count:perform:)``'s do).
public struct TapGesture: Gesture {
    /// How many clicks in a row end the gesture.
    public var count: Int

    /// A gesture of `count` clicks.
    public init(count: Int = 1) {
        self.count = count
    }

    /// Framework internal: each press is counted; the one that makes the count ends it.
    public func _recognize(_ input: _PointerInput, _ memory: _GestureMemory) -> _GesturePhase<Void> {
        guard input.phase == .press else { return .possible }
        let clicks = memory.state as? ClickRun ?? ClickRun()
        memory.state = clicks
        let event = MouseEvent(.click, x: Int(input.globalLocation.x), y: Int(input.globalLocation.y))
        return clicks.add(event, at: input.time) % max(count, 1) == 0 ? .ended(()) : .possible
    }
}
