/// How a `Grid` lays out its rows, as SwiftUI's grid does: every column as wide as its widest
/// cell and every row as tall as its tallest, the cells aligned in them; a view that is not
/// a `GridRow` spans all the columns. When the columns do not fit, they share the width as a
/// stack's children do (the narrowest first, an even share each), and rows the height.
@MainActor
struct GridArrangement {
    var alignment: Alignment
    var horizontalSpacing: Int
    var verticalSpacing: Int

    /// The grid laid out for `proposal` as stacks of fixed-width cells: a vertical stack of
    /// rows, each a horizontal stack of cells framed to their column's width.
    func arranged(_ rows: [Element], for proposal: CellSize) -> Element {
        let widths = columnWidths(rows, for: proposal)
        let total = widths.reduce(0, +) + horizontalSpacing * max(0, widths.count - 1)
        let arrangedRows = rows.map { row -> Element in
            guard case .gridRow(let rowAlignment, let cells) = row else {
                // Not a row: it spans the grid.
                return .framed(FrameLayout(width: total, alignment: alignment), row)
            }
            let framed = cells.indices.map { column in
                Element.framed(
                    FrameLayout(
                        width: widths[column],
                        alignment: Alignment(
                            horizontal: alignment.horizontal, vertical: rowAlignment ?? alignment.vertical)),
                    cells[column])
            }
            return .stack(
                StackLayout(
                    axis: .horizontal, spacing: horizontalSpacing,
                    verticalAlignment: rowAlignment ?? alignment.vertical),
                framed)
        }
        return .stack(
            StackLayout(axis: .vertical, spacing: verticalSpacing, horizontalAlignment: .leading), arrangedRows)
    }

    /// Each column's width: its widest cell's ideal width when the columns fit side by side
    /// (each cell asked once, the same question every time: the nodes remember the answer);
    /// else the columns (the cells in them stacked) share the width as a stack's children.
    private func columnWidths(_ rows: [Element], for proposal: CellSize) -> [Int] {
        var columns: [[Element]] = []
        for case .gridRow(_, let cells) in rows {
            for (index, cell) in cells.enumerated() {
                if index == columns.count { columns.append([]) }
                columns[index].append(cell)
            }
        }
        let idealProposal = CellSize(width: CellSize.unbounded, height: proposal.height)
        let ideals = columns.map { cells in
            cells.map { $0.isFlexible(.horizontal) ? CellSize.unbounded : $0.measure(idealProposal).width }.max() ?? 0
        }
        let available = proposal.width - horizontalSpacing * max(0, columns.count - 1)
        if ideals.reduce(0, +) <= available { return ideals }
        let stacks = columns.map { Element.stack(StackLayout(axis: .vertical), $0) }
        let placed = StackLayout(axis: .horizontal, spacing: horizontalSpacing).place(stacks, in: proposal)
        return placed.children.map(\.size.width)
    }
}
