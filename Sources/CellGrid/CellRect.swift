/// A rectangle of cells: column `x`, row `y`, and its size.
public struct CellRect: Hashable, Sendable {
    /// The first column.
    public var x: Int
    /// The first row.
    public var y: Int
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// The cells from column `x`, row `y`, `width` wide and `height` high.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Whether it holds no cell.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// Whether the cell at column `x`, row `y` is inside.
    public func contains(x: Int, y: Int) -> Bool {
        x >= self.x && x < self.x + width && y >= self.y && y < self.y + height
    }

    /// The rectangle's size.
    public var size: CellSize { CellSize(width: width, height: height) }

    /// The part of this rectangle inside `bounds` (empty when they do not meet).
    public func clipped(to bounds: CellRect) -> CellRect {
        let left = max(x, bounds.x)
        let top = max(y, bounds.y)
        let right = min(x + width, bounds.x + bounds.width)
        let bottom = min(y + height, bounds.y + bounds.height)
        return CellRect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    /// The smallest rectangle holding both.
    public func union(_ other: CellRect) -> CellRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let left = min(x, other.x)
        let top = min(y, other.y)
        let right = max(x + width, other.x + other.width)
        let bottom = max(y + height, other.y + other.height)
        return CellRect(x: left, y: top, width: right - left, height: bottom - top)
    }
}

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
