import Foundation

/// The views with hover actions (``View/onHover(perform:)``), whether the pointer is over
/// each, and where the pointer was last reported: what turns a move of the pointer, or a frame
/// that moved views under a still one, into the actions to run.
@MainActor
final class HoverTracking {
    /// One view's hover action and what it was last told.
    private struct Watch {
        weak var node: ComposedNode?
        var action: HoverAction
        var isInside = false
        /// Where the pointer was over it, in the action's coordinate space, when last told.
        var location: CGPoint?
    }

    /// By node id.
    private var watches: [Int: Watch] = [:]
    /// The cell the pointer was last reported at, if any was.
    var pointer: (x: Int, y: Int)?

    /// Whether no view has a hover action: then the pointer's moves are not asked for.
    var isEmpty: Bool { watches.isEmpty }

    /// Whether `node` has a hover action.
    func isWatching(_ node: ViewNode) -> Bool {
        watches[node.id] != nil
    }

    /// Gives `node` `action`, the one its body's last run declared.
    func watch(_ node: ComposedNode, action: HoverAction) {
        if watches[node.id] == nil {
            watches[node.id] = Watch(node: node, action: action)
        } else {
            watches[node.id]?.action = action
        }
    }

    /// The actions to run now that the pointer is over the nodes of `under` (by identity):
    /// first those of views it left (gone ones included), outermost last, then those of
    /// views it came over or moved in. Forgets the views that are gone.
    func changes(under: Set<ObjectIdentifier>) -> [() -> Void] {
        var left: [(Int, () -> Void)] = []
        var entered: [(Int, () -> Void)] = []
        for (id, watch) in watches {
            guard let node = watch.node, node.isAlive else {
                if watch.isInside { left.append((Int.max, Self.end(watch.action))) }
                watches[id] = nil
                continue
            }
            guard let pointer, under.contains(ObjectIdentifier(node)) else {
                if watch.isInside { left.append((node.depth, Self.end(watch.action))) }
                watches[id]?.isInside = false
                watches[id]?.location = nil
                continue
            }
            // In the view's points, as a drag's places are.
            let location = node.environment.cellScaleUntracked.points(
                Self.location(of: pointer, in: node.pointerFrame, for: watch.action))
            if let report = Self.report(watch, at: location) { entered.append((node.depth, report)) }
            watches[id]?.isInside = true
            watches[id]?.location = location
        }
        // Innermost first as the pointer leaves, outermost first as it comes.
        return (left.sorted { $0.0 > $1.0 } + entered.sorted { $0.0 < $1.0 }).map(\.1)
    }

    /// The call that tells `watch` the pointer is at `location`, if that is news to it.
    private static func report(_ watch: Watch, at location: CGPoint) -> (() -> Void)? {
        switch watch.action {
        case .inside(let action): watch.isInside ? nil : { action(true) }
        case .continuous(_, let action): watch.location == location ? nil : { action(.active(location)) }
        }
    }

    /// The call that tells an action the pointer left.
    private static func end(_ action: HoverAction) -> () -> Void {
        switch action {
        case .inside(let action): { action(false) }
        case .continuous(_, let action): { action(.ended) }
        }
    }

    /// The pointer's cell in the action's coordinate space: from the view's corner, or the
    /// screen's.
    private static func location(of pointer: (x: Int, y: Int), in frame: CellRect, for action: HoverAction) -> CGPoint {
        guard case .continuous(.local, _) = action else { return CGPoint(x: pointer.x, y: pointer.y) }
        return CGPoint(x: pointer.x - frame.x, y: pointer.y - frame.y)
    }
}
