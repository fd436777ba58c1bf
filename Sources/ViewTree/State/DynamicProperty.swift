/// A property of a view that the view tree connects to the view's node before its body
/// runs (`@State`, `@Environment`). It is not an input: new view values from a parent carry
/// fresh, unconnected ones.
public protocol DynamicProperty {
    /// Connects the property to the storage its node keeps. Called by the view tree.
    func _link(to node: _NodeHandle, slot: Int, name: String)
}

extension DynamicProperty {
    /// Framework internal: connects the property to the node that holds it, at its slot.
    public func _link(to node: _NodeHandle, slot: Int, name: String) {}
}
