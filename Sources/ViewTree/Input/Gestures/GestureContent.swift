/// Attaching a gesture to a view, as SwiftUI's `gesture(_:including:)` and its kin.
extension View {
    /// Recognizes `gesture` from the pointer's presses, moves and releases over this view.
    /// With `mask` leaving out `.gesture`, the gesture is not attached.
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        _GestureContent(content: self, gesture: gesture, isAttached: mask.contains(.gesture))
    }

    /// Recognizes `gesture` while `isEnabled`; otherwise it is not attached.
    public func gesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> some View {
        _GestureContent(content: self, gesture: gesture, isAttached: isEnabled)
    }

    /// As ``gesture(_:including:)``: a press goes on to the gestures around until one uses it,
    /// but a drag's moves go to the innermost gesture that takes them (both do not run).
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        _GestureContent(content: self, gesture: gesture, isAttached: mask.contains(.gesture))
    }

    /// As ``gesture(_:including:)``: here the innermost view's gestures still come first (a
    /// terminal's pointer reaches a view's gestures from the inside out, and this one does
    /// not go before them).
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        _GestureContent(content: self, gesture: gesture, isAttached: mask.contains(.gesture))
    }

    /// Runs `action` when the view is pressed for `minimumDuration` seconds and released
    /// without the pointer moving more than `maximumDistance` cells (see ``LongPressGesture``);
    /// `onPressingChanged` hears `true` at the press and `false` when it ends either way.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View {
        gesture(
            _LongPressAction(
                gesture: LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance),
                action: action, onPressingChanged: onPressingChanged))
    }
}

/// Which gestures of a view and its subviews are on, as SwiftUI's `GestureMask`. Here a
/// view's own gesture is attached or not; its subviews' gestures are always on.
public struct GestureMask: OptionSet, Sendable {
    /// The mask's bits.
    public let rawValue: UInt8

    /// The mask of `rawValue`.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// No gesture.
    public static let none: GestureMask = []
    /// The view's own gesture.
    public static let gesture = GestureMask(rawValue: 1)
    /// The subviews' gestures.
    public static let subviews = GestureMask(rawValue: 2)
    /// Both.
    public static let all: GestureMask = [.gesture, .subviews]
}

/// Content with a gesture: the pointer events offered to the view go through the gesture,
/// whose state the view keeps between them.
public struct _GestureContent<Content: View, G: Gesture>: View, ModifierNodeView {
    let content: Content
    let gesture: G
    let isAttached: Bool
    @State private var memory = _GestureMemory()
    @Environment(\.clock) private var clock
    @Environment(\.pointsPerCell) private var pointsPerCell

    /// The content, its pointer events recognized, their places in points.
    public var body: some View {
        let (gesture, memory, clock, isAttached) = (self.gesture, self.memory, self.clock, self.isAttached)
        let scale = CellScale(pointsPerCell)
        return content.onKeyPress { press in
            guard isAttached, let input = _PointerInput(press, at: clock.now, scale: scale) else { return .ignored }
            switch gesture._recognize(input, memory) {
            case .possible, .failed: return .ignored
            case .changed, .ended: return .handled
            }
        }
    }
}

/// `onLongPressGesture`'s gesture: the action at the end, the pressing state at each change.
private struct _LongPressAction: Gesture {
    let gesture: LongPressGesture
    let action: () -> Void
    let onPressingChanged: ((Bool) -> Void)?

    func _recognize(_ input: _PointerInput, _ memory: _GestureMemory) -> _GesturePhase<Bool> {
        let phase = gesture._recognize(input, memory)
        switch phase {
        case .changed: onPressingChanged?(true)
        case .ended:
            onPressingChanged?(false)
            action()
        case .failed: onPressingChanged?(false)
        case .possible: break
        }
        return phase
    }
}
