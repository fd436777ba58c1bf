import Foundation

private struct PointsPerCellKey: EnvironmentKey {
    static var defaultValue: CGSize { CGSize(width: 1, height: 1) }
}

extension EnvironmentValues {
    /// How many of SwiftUI's points one terminal cell stands for: `width` points a column,
    /// `height` points a row.
    ///
    /// The lengths a view's code writes are divided by it, to the nearest cell: frames,
    /// paddings, the spacing of stacks, grids and lazy grids, grid items' sizes, a spacer's
    /// minimum length, offsets, positions and table column widths. What comes back is
    /// multiplied by it: a ``GeometryProxy``'s sizes, frames and anchors, what a custom ``Layout`` is
    /// offered and places in, and where a drag, a tap or a hover is. So
    /// `.frame(width: proxy.size.width / 2)` is half the reader at any scale. A size that is
    /// not zero stays at least one cell, so a one-point rule or a thin colour bar still
    /// shows; a padding or a spacing under half a cell is none. Lengths a view does not give
    /// (`.padding()`, a stack's default spacing) and the framework's own bars, rows and
    /// sheets are the terminal's, in cells, at any scale. Still cells whatever the scale: the
    /// values `.alignmentGuide` computes, scroll offsets (`ScrollPosition(x:)`,
    /// `scrollTo(x:)`) and split-view column widths.
    ///
    /// One point a cell, the default in ``ViewHost`` and under test: lengths are cells, as
    /// todo-tui and views written for the terminal count them. `App.main()` starts at
    /// ``EnvironmentValues/swiftUIPointsPerCell`` (8 by 22: a character and a line of
    /// SwiftUI's body text), so that an app written for SwiftUI, whose `.padding(30)` and
    /// `VStack(spacing: 20)` are points, lays out in proportion; an app written in cells sets
    /// one by one on its root view.
    public var pointsPerCell: CGSize {
        get { self[PointsPerCellKey.self] }
        set { self[PointsPerCellKey.self] = newValue }
    }

    /// The points of a cell `App.main()` lays out with: 8 across, about a character of
    /// SwiftUI's 17-point body text, and 22 down, the body style's line height.
    public static let swiftUIPointsPerCell = CGSize(width: 8, height: 22)

    /// The scale lengths in code are turned into cells with, read as a view's body reads an
    /// environment value (a body that laid out with it runs again when it changes).
    var cellScale: CellScale {
        CellScale(pointsPerCell)
    }

    /// The scale, read without making the reader depend on it: for the framework's nodes
    /// that lay out from an environment they keep.
    var cellScaleUntracked: CellScale {
        CellScale(entry(PointsPerCellKey.self))
    }
}

/// Points to cells and back, at the scale of ``EnvironmentValues/pointsPerCell``.
struct CellScale: Equatable {
    /// Points a column.
    let across: CGFloat
    /// Points a row.
    let down: CGFloat

    /// One point a cell: lengths are cells.
    static let cells = CellScale(CGSize(width: 1, height: 1))

    /// The scale of `size`; a length that is not a positive finite number counts as 1.
    init(_ size: CGSize) {
        func valid(_ length: CGFloat) -> CGFloat { length.isFinite && length > 0 ? length : 1 }
        across = valid(size.width)
        down = valid(size.height)
    }

    var isIdentity: Bool { across == 1 && down == 1 }

    /// The size a shape or a colour takes where it is offered no limit: SwiftUI's 10 points
    /// each way, at least a cell.
    var shapeIdealSize: CellSize {
        CellSize(width: extent(10, along: .horizontal), height: extent(10, along: .vertical))
    }

    /// The points of one cell along `axis`.
    func points(along axis: Axis) -> CGFloat {
        axis == .horizontal ? across : down
    }

    /// `length` points along `axis` in cells, to the nearest (a space: under half a cell is none).
    func cells(_ length: Int, along axis: Axis) -> Int {
        isIdentity ? length : Int((CGFloat(length) / points(along: axis)).rounded())
    }

    /// A spacing given in points in cells along `axis`, to the nearest; nil (none given):
    /// `default` cells, the terminal's own.
    func spacing(_ spacing: CGFloat?, along axis: Axis, default: Int) -> Int {
        guard let spacing, spacing.isFinite else { return `default` }
        return max(0, Int(cells(spacing, along: axis).rounded()))
    }

    /// `length` points along `axis` in cells, to the nearest but never below one when it is
    /// not zero (a size: what is given a size shows).
    func extent(_ length: Int, along axis: Axis) -> Int {
        let cells = cells(length, along: axis)
        return length > 0 ? max(1, cells) : cells
    }

    /// `length` points along `axis` in cells, fractions kept: the caller rounds as its
    /// layout rounds.
    func cells(_ length: CGFloat, along axis: Axis) -> CGFloat {
        isIdentity ? length : length / points(along: axis)
    }

    /// `cells` along `axis` in points.
    func points(_ cells: CGFloat, along axis: Axis) -> CGFloat {
        isIdentity ? cells : cells * points(along: axis)
    }

    /// A size in cells, in points.
    func points(_ size: CGSize) -> CGSize {
        isIdentity
            ? size
            : CGSize(width: points(size.width, along: .horizontal), height: points(size.height, along: .vertical))
    }

    /// A rectangle in cells, in points.
    func points(_ rect: CGRect) -> CGRect {
        isIdentity
            ? rect
            : CGRect(
                origin: CGPoint(x: points(rect.minX, along: .horizontal), y: points(rect.minY, along: .vertical)),
                size: points(rect.size))
    }

    /// A point in cells, in points.
    func points(_ point: CGPoint) -> CGPoint {
        isIdentity ? point : CGPoint(x: points(point.x, along: .horizontal), y: points(point.y, along: .vertical))
    }

    /// A size in points, in (fractional) cells.
    func cells(_ size: CGSize) -> CGSize {
        isIdentity
            ? size : CGSize(width: cells(size.width, along: .horizontal), height: cells(size.height, along: .vertical))
    }

    /// A point in points, in (fractional) cells.
    func cells(_ point: CGPoint) -> CGPoint {
        isIdentity ? point : CGPoint(x: cells(point.x, along: .horizontal), y: cells(point.y, along: .vertical))
    }

    /// An offer in cells, in points (nil, an ideal size asked, stays nil).
    func points(_ proposal: ProposedViewSize) -> ProposedViewSize {
        converted(proposal) { points($0, along: $1) }
    }

    /// An offer in points, in (fractional) cells.
    func cells(_ proposal: ProposedViewSize) -> ProposedViewSize {
        converted(proposal) { cells($0, along: $1) }
    }

    private func converted(_ proposal: ProposedViewSize, _ length: (CGFloat, Axis) -> CGFloat) -> ProposedViewSize {
        isIdentity
            ? proposal
            : ProposedViewSize(
                width: proposal.width.map { length($0, .horizontal) },
                height: proposal.height.map { length($0, .vertical) })
    }

    /// Insets written in points, in cells.
    func cells(_ insets: EdgeInsets) -> EdgeInsets {
        isIdentity
            ? insets
            : EdgeInsets(
                top: cells(insets.top, along: .vertical), leading: cells(insets.leading, along: .horizontal),
                bottom: cells(insets.bottom, along: .vertical), trailing: cells(insets.trailing, along: .horizontal))
    }
}
