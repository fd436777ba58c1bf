/// A property of a view that the view tree connects to the view's node before its body
/// runs (`@State`, `@Environment`). It is not an input: new view values from a parent carry
/// fresh, unconnected ones.
@MainActor @preconcurrency
public protocol DynamicProperty {
    /// Connects the property to the storage its node keeps. Called by the view tree.
    func _link(to node: _NodeHandle, slot: Int, name: String)
}

extension DynamicProperty {
    /// Framework internal: connects the property to the node that holds it, at its slot.
    public func _link(to node: _NodeHandle, slot: Int, name: String) {}
}

/// The node a dynamic property belongs to, as seen by the property.
public struct _NodeHandle {
    unowned let node: ComposedNode
}

/// Connects the dynamic properties of a view value to its node, in declaration order.
@MainActor
enum DynamicProperties {
    static func link<V: View>(_ view: V, to node: ComposedNode) {
        var slot = 0
        // A view modifier's own properties belong to the node of the view it modifies.
        let owner: Any = (view as? any ModifiedViewType)?.modifierValue ?? view
        for field in Mirror(reflecting: owner).children {
            guard let property = field.value as? any DynamicProperty else { continue }
            // Property wrappers store as `_name`.
            let name = field.label.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 } ?? "\(slot)"
            property._link(to: _NodeHandle(node: node), slot: slot, name: name)
            slot += 1
        }
    }
}
