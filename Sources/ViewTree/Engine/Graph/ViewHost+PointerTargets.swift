/// The hit test every pointer event shares (clicks, the wheel, drags, long presses, hover):
/// which views are under a cell, front-most first, as SwiftUI gives a tap to the front-most
/// view that handles it, past the views that do not allow hit testing.
extension ViewHost {
    /// A view the pointer found, with the views around it that are around a view behind it
    /// too: those are offered the event with that view, after it.
    struct PointerTarget {
        weak var node: ComposedNode?
        let shared: Set<ObjectIdentifier>
    }

    /// The views under the cell, front-most first: those in a layer presented over the tree
    /// (a sheet, a menu's list) and only those when there are some, the innermost layer
    /// first; then the ones drawn later (a `ZStack`'s later view, an overlay, a higher
    /// `zIndex`) before those they are drawn over. None where a modeless pop-up is drawn over
    /// the tree without a view of its own there.
    func pointerTargets(x: Int, y: Int) -> [PointerTarget] {
        // A view inside `.allowsHitTesting(false)` is not hit: the event goes behind it.
        let hits = liveNodes.compactMap { $0 as? ComposedNode }
            .filter { $0.isAlive && $0.environment.allowsHitTesting && $0.shows(x: x, y: y) }
            .map { (node: $0, layer: $0.presentationLayer) }
        let presented = hits.filter { $0.layer > 0 }
        if presented.isEmpty, isOverModelessPopup(x: x, y: y) { return [] }
        // The innermost views only: the views around one are offered the event with it.
        var around = Set<ObjectIdentifier>()
        for (node, _) in hits { for ancestor in node.ancestors { around.insert(ObjectIdentifier(ancestor)) } }
        let innermost = (presented.isEmpty ? hits : presented).filter { !around.contains(ObjectIdentifier($0.node)) }
        let front = innermost.sorted {
            ($0.layer, $0.node.paintOrder) > ($1.layer, $1.node.paintOrder)
        }
        // From the back: what is around the views behind each one.
        var behind = Set<ObjectIdentifier>()
        var targets: [PointerTarget] = []
        for (node, _) in front.reversed() {
            targets.append(PointerTarget(node: node, shared: behind))
            behind.formUnion(node.outwardIdentities)
        }
        return targets.reversed()
    }

    /// Walks `targets` front-most first, each with the views around it up to those it shares
    /// with a view behind it, until `takes` says one took the event; returns that one's index.
    static func firstTaking(
        _ targets: [PointerTarget], _ takes: (ComposedNode, Set<ObjectIdentifier>) -> Bool
    ) -> Int? {
        for (index, target) in targets.enumerated() {
            guard let node = target.node, node.isAlive else { continue }
            if takes(node, target.shared) { return index }
        }
        return nil
    }
}
