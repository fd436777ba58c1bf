/// A column of a `LazyVGrid` (or a row of a `LazyHGrid`), as SwiftUI's `GridItem`. Sizes are
/// points, at the scale ``EnvironmentValues/pointsPerCell`` sets (one a cell by default:
/// `.fixed(12)` is twelve cells, `.adaptive(minimum: 10)` as many columns of at least ten
/// cells as fit; at 8 points a column, `.adaptive(minimum: 80)` is ten cells).
public struct GridItem: Sendable {
    /// How a column is sized.
    public enum Size: Sendable {
        /// Exactly this many cells.
        case fixed(CGFloat)
        /// A share of the space left, between `minimum` and `maximum` cells.
        case flexible(minimum: CGFloat = 1, maximum: CGFloat = .infinity)
        /// As many columns as fit, each at least `minimum` cells.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// How the column is sized.
    public var size: Size
    /// The cells between this column and the next; nil: one.
    public var spacing: CGFloat?
    /// Where a view sits in its cell; nil: the grid's alignment.
    public var alignment: Alignment?

    /// A column of `size`.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// The item with its sizes, given in points, in cells along `axis` at `scale` (a size
    /// that is not zero stays at least a cell; an infinite one stays infinite).
    func cells(along axis: Axis, at scale: CellScale) -> GridItem {
        guard !scale.isIdentity else { return self }
        func cells(_ length: CGFloat) -> CGFloat {
            guard length.isFinite else { return length }
            return CGFloat(scale.extent(Int(max(0, min(length, 1e9)).rounded()), along: axis))
        }
        var item = self
        switch size {
        case .fixed(let length): item.size = .fixed(cells(length))
        case .flexible(let minimum, let maximum):
            item.size = .flexible(minimum: cells(minimum), maximum: cells(maximum))
        case .adaptive(let minimum, let maximum):
            item.size = .adaptive(minimum: cells(minimum), maximum: cells(maximum))
        }
        return item
    }
}

/// A grid that grows down, as SwiftUI's `LazyVGrid`: its views fill the `columns` left to
/// right, then row after row; it is as wide as offered. In a terminal every cell is built
/// (for a long collection built as it scrolls, use a `List` or a `LazyVStack` in a scroll
/// view).
public struct LazyVGrid<Content: View>: View {
    @Environment(\.pointsPerCell) private var pointsPerCell
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A grid of `content` in `columns`, `spacing` rows between rows (nil: none).
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// The views laid out in the columns.
    public var body: some View {
        let scale = CellScale(pointsPerCell)
        _TrackGridLayout(
            tracks: columns.map { $0.cells(along: .horizontal, at: scale) },
            lineSpacing: scale.spacing(spacing, along: .vertical, default: 0), isVertical: true,
            alignment: Alignment(horizontal: alignment, vertical: .center)
        ) { content }
    }
}

/// A grid that grows across, as SwiftUI's `LazyHGrid`: its views fill the `rows` top to
/// bottom, then column after column. Every cell is built.
public struct LazyHGrid<Content: View>: View {
    @Environment(\.pointsPerCell) private var pointsPerCell
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A grid of `content` in `rows`, `spacing` cells between columns (nil: one).
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// The views laid out in the rows.
    public var body: some View {
        let scale = CellScale(pointsPerCell)
        _TrackGridLayout(
            tracks: rows.map { $0.cells(along: .vertical, at: scale) },
            lineSpacing: scale.spacing(spacing, along: .horizontal, default: 1), isVertical: false,
            alignment: Alignment(horizontal: .center, vertical: alignment)
        ) { content }
    }
}

/// The layout of both lazy grids: the tracks (columns of a vertical grid, rows of a
/// horizontal one) share the cross size; views fill the tracks in order, line after line.
public struct _TrackGridLayout: Layout, CellCountedLayout {
    let tracks: [GridItem]
    let lineSpacing: Int
    let isVertical: Bool
    /// Where a view sits in its cell when its item sets nothing: the grid's alignment.
    var alignment = Alignment.center

    /// Framework internal: the grid's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let cross = isVertical ? proposal.width : proposal.height
        let sizes = trackSizes(in: Int(cross ?? 80))
        let lines = lineExtents(subviews, sizes: sizes)
        let along = lines.reduce(0, +) + max(0, lines.count - 1) * lineSpacing
        let across = sizes.reduce(0, +) + max(0, sizes.count - 1) * trackGap
        return isVertical
            ? CGSize(width: CGFloat(cross.map { Int($0) } ?? across), height: CGFloat(along))
            : CGSize(width: CGFloat(along), height: CGFloat(cross.map { Int($0) } ?? across))
    }

    /// Framework internal: each view in its cell.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let sizes = trackSizes(in: Int(isVertical ? bounds.width : bounds.height))
        let lines = lineExtents(subviews, sizes: sizes)
        var along = Int(isVertical ? bounds.minY : bounds.minX)
        for (line, extent) in lines.enumerated() {
            var across = Int(isVertical ? bounds.minX : bounds.minY)
            for (track, size) in sizes.enumerated() {
                let index = line * sizes.count + track
                guard index < subviews.count else { break }
                let cell =
                    isVertical
                    ? ProposedViewSize(width: CGFloat(size), height: CGFloat(extent))
                    : ProposedViewSize(width: CGFloat(extent), height: CGFloat(size))
                // Where the item's alignment (or the grid's) puts the view in its cell, as
                // SwiftUI's: the centre unless told.
                let fits = subviews[index].sizeThatFits(cell)
                let (width, height) = isVertical ? (size, extent) : (extent, size)
                let itemAlignment = item(of: track).alignment ?? alignment
                let x = itemAlignment.horizontal.guide.builtIn?.offset(of: Self.cells(fits.width, width), in: width)
                let y = itemAlignment.vertical.guide.builtIn?.offset(of: Self.cells(fits.height, height), in: height)
                let corner = isVertical ? CGPoint(x: across, y: along) : CGPoint(x: along, y: across)
                let point = CGPoint(x: Int(corner.x) + (x ?? 0), y: Int(corner.y) + (y ?? 0))
                subviews[index].place(at: point, anchor: .topLeading, proposal: cell)
                across += size + trackGap
            }
            along += extent + lineSpacing
        }
    }

    /// The item a track comes from: its own, or the adaptive item that made it and the
    /// tracks after it (as many as fit).
    private func item(of track: Int) -> GridItem {
        let adaptive = tracks.firstIndex { if case .adaptive = $0.size { true } else { false } }
        return tracks[min(track, adaptive ?? track, tracks.count - 1)]
    }

    /// A view's length in whole cells, at most `limit` (all of it when it has no ideal one).
    private static func cells(_ length: CGFloat, _ limit: Int) -> Int {
        length.isFinite ? min(limit, Int(length)) : limit
    }

    /// The cells between two tracks: a column apart in a vertical grid, as in an `HStack`;
    /// rows touching in a horizontal one, as in a `VStack`.
    var trackGap: Int { isVertical ? 1 : 0 }

    /// The cells each track gets across `space`: fixed ones theirs, adaptive ones as many as
    /// fit their minimum, flexible ones a share of the rest.
    func trackSizes(in space: Int) -> [Int] {
        var sizes: [Int] = []
        for item in tracks {
            if case .adaptive(let minimum, _) = item.size {
                let width = max(1, Int(minimum))
                let count = max(1, (space + trackGap) / (width + trackGap))
                sizes += Array(repeating: (space - (count - 1) * trackGap) / count, count: count)
                return sizes
            }
        }
        let fixed = tracks.reduce(0) { total, item in
            if case .fixed(let size) = item.size { total + Int(size) } else { total }
        }
        let flexible = tracks.filter { if case .flexible = $0.size { true } else { false } }.count
        let left = max(0, space - fixed - max(0, tracks.count - 1) * trackGap)
        var shareIndex = 0
        for item in tracks {
            switch item.size {
            case .fixed(let size): sizes.append(Int(size))
            case .flexible(let minimum, let maximum):
                let share = left / max(1, flexible) + (shareIndex < left % max(1, flexible) ? 1 : 0)
                shareIndex += 1
                sizes.append(Int(min(max(CGFloat(share), minimum), maximum)))
            case .adaptive: break
            }
        }
        return sizes
    }

    /// Each line's extent along the grid: its tallest (or widest) view.
    private func lineExtents(_ subviews: Subviews, sizes: [Int]) -> [Int] {
        guard !sizes.isEmpty else { return [] }
        return stride(from: 0, to: subviews.count, by: sizes.count).map { start in
            (start..<min(subviews.count, start + sizes.count)).map { index in
                let size = sizes[index - start]
                let proposal =
                    isVertical
                    ? ProposedViewSize(width: CGFloat(size), height: nil)
                    : ProposedViewSize(width: nil, height: CGFloat(size))
                let fits = subviews[index].sizeThatFits(proposal)
                let extent = isVertical ? fits.height : fits.width
                // A view with no ideal size along the line (a scroll view, a geometry
                // reader) answers an unlimited offer with all of it: it takes one cell, the
                // least that shows it. (Shapes and colours answer with their 10 points.)
                return extent.isFinite ? Int(extent) : 1
            }.max() ?? 0
        }
    }
}
