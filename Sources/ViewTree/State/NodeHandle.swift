/// The node a dynamic property belongs to, as seen by the property.
public struct _NodeHandle {
    unowned let node: ComposedNode
}
