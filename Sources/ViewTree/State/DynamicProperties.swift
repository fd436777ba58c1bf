/// Connects the dynamic properties of a view value to its node, in declaration order.
enum DynamicProperties {
    static func link<V: View>(_ view: V, to node: ComposedNode) {
        var slot = 0
        for field in Mirror(reflecting: view).children {
            guard let property = field.value as? any DynamicProperty else { continue }
            // Property wrappers store as `_name`.
            let name = field.label.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 } ?? "\(slot)"
            property._link(to: _NodeHandle(node: node), slot: slot, name: name)
            slot += 1
        }
    }
}
