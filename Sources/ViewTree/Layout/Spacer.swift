/// Empty space that grows along its stack's axis, pushing the other content apart.
public struct Spacer: PrimitiveView {
    let minLength: Int

    /// Space that takes what its stack has left, at least `minLength` cells.
    public init(minLength: Int = 0) {
        self.minLength = max(0, minLength)
    }

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        resolver.append(.spacer(minLength: view.minLength))
    }
}
