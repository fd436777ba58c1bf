import CellGrid
import Foundation

/// An input a view recognizes from the pointer, as SwiftUI's `Gesture`: `DragGesture`,
/// `TapGesture`, `LongPressGesture`, with `onChanged`, `onEnded`, `updating` and `map`.
/// Attach one with ``View/gesture(_:including:)``.
///
/// A terminal reports the left button's press, the pointer's moves while it is held, and its
/// release, each in whole cells: a gesture's points and sizes are cells. A gesture's own
/// state (where a drag started) lives with the view that attached it, so the gesture value a
/// body makes again on every run is applied to it with its newest closures.
///
/// A gesture of your own names the gestures it is made of in `body`, as in SwiftUI:
/// `var body: some Gesture { DragGesture().map { $0.translation } }`.
public protocol Gesture<Value> {
    /// What the gesture reports as it changes and when it ends.
    associatedtype Value
    /// The gesture it is made of; `Never` for the framework's own.
    associatedtype Body: Gesture

    /// The gesture it is made of.
    @MainActor
    var body: Body { get }

    /// Framework internal: what the gesture makes of a pointer event, with the state it
    /// keeps between events in `memory`.
    @MainActor
    func _recognize(_ input: _PointerInput, _ memory: _GestureMemory) -> _GesturePhase<Value>
}

extension Gesture where Body == Never {
    /// The framework's own gestures are made of no other: never called.
    @MainActor
    public var body: Never { fatalError("\(Self.self) has no body") }
}

extension Gesture where Body.Value == Value {
    /// Framework internal: a gesture of your own is recognized as its body.
    @MainActor
    public func _recognize(_ input: _PointerInput, _ memory: _GestureMemory) -> _GesturePhase<Value> {
        body._recognize(input, memory)
    }
}

extension Never: Gesture {
    /// Nothing: `Never` stands for no body.
    public typealias Value = Never

    /// Framework internal: never called.
    nonisolated public func _recognize(_ input: _PointerInput, _ memory: _GestureMemory) -> _GesturePhase<Never> {
        .failed
    }
}

/// Framework internal: a pointer event as a gesture sees it.
public struct _PointerInput {
    /// What the button did.
    enum Phase {
        /// The left button went down.
        case press
        /// The pointer moved with it held.
        case move
        /// It went up.
        case release
    }

    let phase: Phase
    /// Where, from the screen's top-leading corner.
    let globalLocation: CGPoint
    /// Where the press that started a drag was, from the screen's corner: this event's place
    /// for a press.
    let pressLocation: CGPoint
    /// The top-leading corner of the view that attached the gesture, on the screen.
    let origin: CGPoint
    /// When, on the view's clock.
    let time: ViewClock.Instant

    /// The event `press` carries, its places in points at `scale`; nil for a key, the right
    /// button or the wheel.
    init?(_ press: KeyPress, at time: ViewClock.Instant, scale: CellScale = .cells) {
        guard case .mouse(let event) = press.key.key else { return nil }
        switch event.kind {
        case .click: phase = .press
        case .drag: phase = .move
        case .release: phase = .release
        case .secondaryClick, .wheelUp, .wheelDown, .move: return nil
        }
        globalLocation = scale.points(CGPoint(x: event.x, y: event.y))
        pressLocation = press.pressLocation.map(scale.points) ?? globalLocation
        origin = press.handlerFrame.map { scale.points(CGPoint(x: $0.x, y: $0.y)) } ?? .zero
        self.time = time
    }

    private init(
        phase: Phase, globalLocation: CGPoint, pressLocation: CGPoint, origin: CGPoint, time: ViewClock.Instant
    ) {
        self.phase = phase
        self.globalLocation = globalLocation
        self.pressLocation = pressLocation
        self.origin = origin
        self.time = time
    }

    /// This event as a press where the pointer is: how a gesture that starts after another
    /// ended (``SequenceGesture``) sees its beginning.
    var asPress: _PointerInput {
        _PointerInput(
            phase: .press, globalLocation: globalLocation, pressLocation: globalLocation, origin: origin, time: time)
    }

    /// Where the view's own corner is in `space`, at this event.
    func origin(in space: CoordinateSpace) -> CGPoint {
        space == .global ? .zero : origin
    }
}

/// Framework internal: where a gesture keeps its state between pointer events.
public final class _GestureMemory {
    /// The state of the gesture underneath the modifiers (a drag's start).
    var state: Any?
    /// The memories of the gestures a composed one is made of, by their place in it.
    private var parts: [_GestureMemory] = []

    /// The memory of the composed gesture's part at `index`.
    func part(_ index: Int) -> _GestureMemory {
        while parts.count <= index { parts.append(_GestureMemory()) }
        return parts[index]
    }
}

/// Framework internal: what a pointer event came to for a gesture.
public enum _GesturePhase<Value> {
    /// Nothing to report yet (a press that may start a drag).
    case possible
    /// The gesture changed, with its value.
    case changed(Value)
    /// The gesture ended, with its last value.
    case ended(Value)
    /// The gesture is over without ending (a press released without a drag).
    case failed

    /// The same phase with `transform` applied to its value.
    func map<Other>(_ transform: (Value) -> Other) -> _GesturePhase<Other> {
        switch self {
        case .possible: .possible
        case .changed(let value): .changed(transform(value))
        case .ended(let value): .ended(transform(value))
        case .failed: .failed
        }
    }
}
