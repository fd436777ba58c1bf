/// Several views in a row, as written one after another in a view builder. Each keeps its
/// position as its identity.
public struct TupleView<each Content: View>: PrimitiveView {
    /// The views, in order.
    public let value: (repeat each Content)

    /// A view of these views, in order.
    public init(_ value: repeat each Content) {
        self.value = (repeat each value)
    }

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        var position = 0
        for child in repeat each view.value {
            resolver.withComponent(.position(position)) {
                resolver.resolve(child)
            }
            position += 1
        }
    }
}
