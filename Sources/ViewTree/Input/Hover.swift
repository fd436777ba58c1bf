/// Following the pointer, as SwiftUI's `onHover(perform:)` and
/// `onContinuousHover(coordinateSpace:perform:)`.
///
/// A view hovers while the pointer is over its cells and nothing drawn over it (a sheet, a
/// menu's list) takes the pointer there: the view the pointer finds, and each view around it.
/// A terminal reports the pointer's moves without a button held only while asked to: the app
/// asks while some view in the tree has a hover action, and stops asking when none has.
extension View {
    /// Runs `action` with true when the pointer comes over the view's cells and with false
    /// when it leaves them; also when the view moves from under a still pointer, or goes
    /// away while hovered, after the frame that moved or removed it.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        _HoverContent(content: self, action: .inside(action))
    }

    /// Runs `action` with ``HoverPhase/active(_:)`` and the pointer's place each time the
    /// pointer comes over the view's cells or moves to another of them, and with
    /// ``HoverPhase/ended`` when it leaves. The place is in cells, from the view's own
    /// top-leading corner (`.local`) or from the screen's (`.global`).
    public func onContinuousHover(
        coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void
    ) -> some View {
        _HoverContent(content: self, action: .continuous(coordinateSpace, action))
    }
}

/// Where the pointer is over a view that follows it (``View/onContinuousHover(coordinateSpace:perform:)``),
/// as SwiftUI's `HoverPhase`.
public enum HoverPhase: Equatable, Sendable {
    /// The pointer is over the view, at this place, in cells.
    case active(CGPoint)
    /// The pointer left the view.
    case ended
}

/// Content with a hover action: a node of its own, whose cells the pointer is looked for in.
public struct _HoverContent<Content: View>: View, ModifierNodeView {
    let content: Content
    let action: HoverAction

    /// The content; the node takes the latest action.
    public var body: Content {
        if let node = EvaluationContext.current { node.host.hover.watch(node, action: action) }
        return content
    }
}

/// What a view does as the pointer comes, moves and goes.
enum HoverAction {
    /// `onHover`: told whether the pointer is over the view.
    case inside((Bool) -> Void)
    /// `onContinuousHover`: told where the pointer is over the view, and when it left.
    case continuous(CoordinateSpace, (HoverPhase) -> Void)
}
