import Foundation

/// A press held, as SwiftUI's `LongPressGesture`: it changes to `true` at the press and ends
/// with `true` when the button is released after `minimumDuration` without the pointer
/// moving more than `maximumDistance` cells; otherwise it fails.
///
/// A terminal reports no time passing while a button is held, only moves and the release:
/// the gesture ends at the first of them after the duration (SwiftUI's ends as the time
/// passes, before it).
public struct LongPressGesture: Gesture {
    /// How long the button must be held, in seconds.
    public var minimumDuration: Double
    /// How far the pointer may move meanwhile, in cells.
    public var maximumDistance: CGFloat

    /// A press held at least `minimumDuration` seconds.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    private struct Press {
        let at: ViewClock.Instant
        let location: CGPoint
    }

    /// Framework internal: the press starts it; a move too far fails it; the release ends it
    /// when it was held long enough.
    public func _recognize(_ input: _PointerInput, _ memory: _GestureMemory) -> _GesturePhase<Bool> {
        switch input.phase {
        case .press:
            memory.state = Press(at: input.time, location: input.globalLocation)
            return .changed(true)
        case .move:
            guard let press = memory.state as? Press else { return .possible }
            let (dx, dy) = (input.globalLocation.x - press.location.x, input.globalLocation.y - press.location.y)
            guard (dx * dx + dy * dy).squareRoot() > maximumDistance else {
                // Held long enough: a terminal reports no time while a button is held, so
                // the first move after the duration is when the press is known to be long.
                guard press.at.duration(to: input.time) >= .seconds(minimumDuration) else { return .possible }
                memory.state = nil
                return .ended(true)
            }
            memory.state = nil
            return .failed
        case .release:
            guard let press = memory.state as? Press else { return .possible }
            memory.state = nil
            return press.at.duration(to: input.time) >= .seconds(minimumDuration) ? .ended(true) : .failed
        }
    }
}
