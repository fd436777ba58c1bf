/// A size in terminal cells.
public struct CellSize: Hashable, Sendable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public static let zero = CellSize(width: 0, height: 0)
}
