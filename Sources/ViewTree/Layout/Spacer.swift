/// Empty space that grows along its stack's axis, pushing the other content apart.
public struct Spacer: PrimitiveView {
    let minLength: Int
    /// Whether `minLength` is points (the app's) or cells (the framework's own).
    let isInPoints: Bool

    /// Space that takes what its stack has left, at least `minLength` cells (points, at the
    /// scale ``EnvironmentValues/pointsPerCell`` sets).
    public init(minLength: Int = 0) {
        self.minLength = max(0, minLength)
        isInPoints = true
    }

    /// Space at least `minLength` cells at any scale: the framework's own.
    init(cellMinLength minLength: Int) {
        self.minLength = max(0, minLength)
        isInPoints = false
    }

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        let length = view.minLength
        let scale = length == 0 || !view.isInPoints ? .cells : resolver.environment.cellScale
        resolver.append(
            .spacer(
                minLength: CellSize(
                    width: scale.cells(length, along: .horizontal), height: scale.cells(length, along: .vertical))))
    }
}
