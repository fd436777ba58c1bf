import Foundation

/// A drag with the left button, as SwiftUI's `DragGesture`: it changes with each move of the
/// pointer while the button is held and ends at the release.
///
/// In cells: a drag starts when the pointer has moved a cell from its press (any
/// `minimumDistance` above zero; at zero it starts at the press). The pointer stays with the
/// view it pressed until the release, wherever it moves. A terminal has no momentum: the
/// predicted end is where the pointer is.
public struct DragGesture: Gesture {
    /// Where the drag is, where it started and how far it went.
    public struct Value: Equatable, Sendable {
        /// When the pointer was last seen.
        public var time: Date
        /// Where the pointer is.
        public var location: CGPoint
        /// Where the press was.
        public var startLocation: CGPoint
        /// From the press to the pointer.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }
        /// Cells per second, over the last move.
        public var velocity: CGSize
        /// Where the drag would end: where the pointer is (no momentum in a terminal).
        public var predictedEndLocation: CGPoint { location }
        /// The translation at the predicted end: the translation.
        public var predictedEndTranslation: CGSize { translation }
    }

    /// How far the pointer moves before the drag starts; above zero, one cell.
    public var minimumDistance: CGFloat
    /// Where locations are measured from.
    public var coordinateSpace: CoordinateSpace

    /// A drag that starts after `minimumDistance` (one cell when above zero).
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// A drag on the screen, with the corner its locations are measured from, fixed at its
    /// start: a view moved by its own drag keeps the translation steady.
    private struct Track {
        var start: CGPoint
        var last: CGPoint
        let origin: CGPoint
        var lastTime: ViewClock.Instant
        var velocity = CGSize.zero
        /// Whether the drag started: it changed since the press.
        var isActive: Bool

        func value() -> Value {
            Value(
                time: Date(), location: CGPoint(x: last.x - origin.x, y: last.y - origin.y),
                startLocation: CGPoint(x: start.x - origin.x, y: start.y - origin.y), velocity: velocity)
        }
    }

    /// Framework internal: a press remembers where; each move after it changes the drag;
    /// the release ends it (or fails, when the pointer never moved).
    public func _recognize(_ input: _PointerInput, _ memory: _GestureMemory) -> _GesturePhase<Value> {
        let location = input.globalLocation
        // A press starts afresh. A press a view inside used never came here: the drag starts
        // at the first move, from where the press was (at zero distance, a release alone is one).
        var track =
            (input.phase == .press ? nil : memory.state as? Track)
            ?? Track(
                start: input.pressLocation, last: input.pressLocation, origin: input.origin(in: coordinateSpace),
                lastTime: input.time, isActive: minimumDistance <= 0)
        switch input.phase {
        case .press:
            memory.state = track
            return track.isActive ? .changed(track.value()) : .possible
        case .move:
            let seconds = Self.seconds(track.lastTime.duration(to: input.time))
            if seconds > 0 {
                track.velocity = CGSize(
                    width: (location.x - track.last.x) / seconds, height: (location.y - track.last.y) / seconds)
            }
            (track.last, track.lastTime) = (location, input.time)
            track.isActive = track.isActive || location != track.start
            memory.state = track
            return track.isActive ? .changed(track.value()) : .possible
        case .release:
            memory.state = nil
            guard track.isActive else { return .failed }
            track.last = location
            return .ended(track.value())
        }
    }

    private static func seconds(_ duration: Duration) -> CGFloat {
        CGFloat(duration.components.seconds) + CGFloat(duration.components.attoseconds) / 1e18
    }
}
