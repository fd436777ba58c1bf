import Foundation

/// The size a parent offers a view, as SwiftUI's `ProposedViewSize`: per axis a length, or nil
/// for "your ideal size", or infinity for "as much as you like". Lengths are cells.
public struct ProposedViewSize: Hashable, Sendable {
    /// The width offered; nil asks for the ideal width.
    public var width: CGFloat?
    /// The height offered; nil asks for the ideal height.
    public var height: CGFloat?

    /// An offer of `width` by `height`.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// An offer of `size`.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// No space: the view's minimum.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Unlimited space: the view's maximum.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    /// No offer: the view's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// The offer with nil lengths replaced by `size`'s.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The offer in cells: nil and infinite lengths are unbounded.
    var cells: CellSize {
        CellSize(width: Self.cells(width), height: Self.cells(height))
    }

    /// An offer of `size` cells (unbounded lengths as nil: an ideal size is asked).
    init(cells size: CellSize) {
        self.init(width: Self.length(size.width), height: Self.length(size.height))
    }

    private static func cells(_ length: CGFloat?) -> Int {
        guard let length, length.isFinite, length < CGFloat(CellSize.unbounded) else { return CellSize.unbounded }
        return max(0, Int(length.rounded()))
    }

    private static func length(_ cells: Int) -> CGFloat? {
        CellSize.isUnbounded(cells) ? nil : CGFloat(cells)
    }
}

extension CGRect {
    /// A rectangle of cells in SwiftUI's points, a point a cell.
    init(cells rect: CellRect) {
        self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }
}

extension CGSize {
    /// A size in cells as SwiftUI's points: an unbounded length (what a flexible view takes
    /// of an unlimited offer) is infinity.
    init(cells size: CellSize) {
        func length(_ cells: Int) -> CGFloat { CellSize.isUnbounded(cells) ? .infinity : CGFloat(cells) }
        self.init(width: length(size.width), height: length(size.height))
    }

    /// The size rounded to cells, never more than `limit`.
    func cells(within limit: CellSize) -> CellSize {
        func cells(_ length: CGFloat, _ limit: Int) -> Int {
            guard length.isFinite else { return limit }
            return min(limit, max(0, Int(length.rounded())))
        }
        return CellSize(width: cells(width, limit.width), height: cells(height, limit.height))
    }
}
