/// A length limit in cells for `frame(maxWidth:maxHeight:)`: a number, or `.infinity` to
/// take all the space offered.
struct CellExtent: Hashable, Sendable, ExpressibleByIntegerLiteral {
    let cells: Int

    /// A limit of `value` cells (negative counts as 0).
    public init(integerLiteral value: Int) {
        cells = max(0, value)
    }

    /// A limit of `cells` cells (negative counts as 0).
    public init(_ cells: Int) {
        self.cells = max(0, cells)
    }

    /// As much as the parent offers.
    public static let infinity = CellExtent(Int.max)

    var isInfinite: Bool { cells == Int.max }
}
