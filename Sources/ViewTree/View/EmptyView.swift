/// A view that shows nothing and takes no space.
public struct EmptyView: PrimitiveView {
    public init() {}

    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {}
}
