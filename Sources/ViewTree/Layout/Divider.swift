/// A line across its stack: horizontal (─) in a vertical stack, vertical (│) in a
/// horizontal one.
public struct Divider: PrimitiveView {
    /// A divider across its stack.
    public init() {}

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        resolver.append(.divider)
    }
}
