extension View {
    /// Makes the cell span `count` columns of its ``Grid`` row, as SwiftUI's: it is as wide as
    /// those columns and the spacing between them, and sets none of their widths.
    public func gridCellColumns(_ count: Int) -> _ModifiedElement<Self> {
        _ModifiedElement(content: self, modifier: .gridCell(GridCellTraits(columns: max(1, count))))
    }

    /// Aligns every cell of the cell's ``Grid`` column horizontally as `guide` says, as
    /// SwiftUI's: set it on any one cell of the column.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> _ModifiedElement<Self> {
        _ModifiedElement(content: self, modifier: .gridCell(GridCellTraits(columnAlignment: guide)))
    }

    /// Puts the cell at `anchor` within its ``Grid`` cell, whatever the grid's and column's
    /// alignments say. A terminal places in whole cells: the anchor's nearest edge or centre
    /// on each axis.
    public func gridCellAnchor(_ anchor: UnitPoint) -> _ModifiedElement<Self> {
        _ModifiedElement(content: self, modifier: .gridCell(GridCellTraits(anchor: anchor)))
    }

    /// Keeps the cell from setting its column's width (`.horizontal`) or its row's height
    /// (`.vertical`): it takes what the other cells give, as SwiftUI's (a colour or a divider
    /// as wide as the grid's columns, not the whole offer).
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> _ModifiedElement<Self> {
        _ModifiedElement(content: self, modifier: .gridCell(GridCellTraits(unsizedAxes: axes)))
    }
}

/// What a grid cell says of its own layout (see ``View/gridCellColumns(_:)`` and the others).
struct GridCellTraits {
    var columns: Int?
    var columnAlignment: HorizontalAlignment?
    var anchor: UnitPoint?
    var unsizedAxes: Axis.Set?

    /// These traits with `inner`'s (set closer to the view) filled in where these have none.
    func merged(with inner: GridCellTraits) -> GridCellTraits {
        GridCellTraits(
            columns: inner.columns ?? columns, columnAlignment: inner.columnAlignment ?? columnAlignment,
            anchor: inner.anchor ?? anchor, unsizedAxes: inner.unsizedAxes ?? unsizedAxes)
    }

    /// The alignment in whole cells nearest the anchor.
    var anchorAlignment: Alignment? {
        anchor.map { point in
            Alignment(
                horizontal: point.x < 1 / 3 ? .leading : point.x > 2 / 3 ? .trailing : .center,
                vertical: point.y < 1 / 3 ? .top : point.y > 2 / 3 ? .bottom : .center)
        }
    }
}

@MainActor
extension Element {
    /// The grid-cell traits set on the element, through the wrappers around it and into the
    /// body of a view of one's own (`CellView().gridCellColumns(2)` or a body ending in it).
    var gridCellTraits: GridCellTraits {
        var traits = GridCellTraits()
        var current = self
        while true {
            switch current {
            case .gridCell(let own, let content):
                traits = traits.merged(with: own)
                current = content
            case .styled(_, let content), .prioritized(_, let content), .zIndexed(_, let content),
                .clipping(let content), .guided(_, let content), .preference(_, let content):
                current = content
            case .node(let node as ComposedNode):
                current = node.content
            default:
                return traits
            }
        }
    }
}
