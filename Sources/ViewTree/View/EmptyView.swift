/// A view that shows nothing and takes no space.
public struct EmptyView: PrimitiveView {
    /// A view that shows nothing.
    public init() {}

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {}
}
