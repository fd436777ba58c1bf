/// A size in terminal cells.
public struct CellSize: Hashable, Sendable {
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// A size of `width` columns and `height` rows.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// No columns, no rows.
    public static let zero = CellSize(width: 0, height: 0)
}
