/// How a `Grid` lays out its rows, as SwiftUI's grid does: every column as wide as its widest
/// cell and every row as tall as its tallest, the cells aligned in them; a view that is not
/// a `GridRow` spans all the columns. When the columns do not fit, they share the width as a
/// stack's children do (the narrowest first, an even share each), and rows the height.
@MainActor
struct GridArrangement {
    var alignment: Alignment
    var horizontalSpacing: Int
    var verticalSpacing: Int

    /// A cell of a row: its element, its traits, the first column it takes and how many.
    private struct Cell {
        let element: Element
        let traits: GridCellTraits
        let column: Int
        let span: Int

        func isUnsized(_ axis: Axis.Set) -> Bool { traits.unsizedAxes?.contains(axis) == true }
    }

    /// The cells of each row (nil for a view that is not a row), each in its columns.
    private func table(_ rows: [Element]) -> [[Cell]?] {
        rows.map { row in
            guard case .gridRow(_, let elements) = row else { return nil }
            var column = 0
            return elements.map { element in
                let traits = element.gridCellTraits
                let cell = Cell(element: element, traits: traits, column: column, span: traits.columns ?? 1)
                column += cell.span
                return cell
            }
        }
    }

    /// The grid laid out for `proposal` as stacks of fixed-width cells: a vertical stack of
    /// rows, each a horizontal stack of cells framed to their columns' width.
    func arranged(_ rows: [Element], for proposal: CellSize) -> Element {
        let table = table(rows)
        let widths = columnWidths(table, for: proposal)
        let total = widths.reduce(0, +) + horizontalSpacing * max(0, widths.count - 1)
        // A column's alignment, from any of its cells that sets one.
        var columnAlignments: [Int: HorizontalAlignment] = [:]
        for case let cells? in table {
            for cell in cells { if let guide = cell.traits.columnAlignment { columnAlignments[cell.column] = guide } }
        }
        let arrangedRows = zip(rows, table).map { row, cells -> Element in
            guard case .gridRow(let rowAlignment, _) = row, let cells else {
                // Not a row: it spans the grid.
                return .framed(FrameLayout(width: total, alignment: alignment), row)
            }
            let framed = cells.map { cell -> (Element, Bool) in
                let width =
                    widths[cell.column..<(cell.column + cell.span)].reduce(0, +) + horizontalSpacing * (cell.span - 1)
                let place =
                    cell.traits.anchorAlignment
                    ?? Alignment(
                        horizontal: columnAlignments[cell.column] ?? alignment.horizontal,
                        vertical: rowAlignment ?? alignment.vertical)
                return (.framed(FrameLayout(width: width, alignment: place), cell.element), cell.isUnsized(.vertical))
            }
            let stack = StackLayout(
                axis: .horizontal, spacing: horizontalSpacing, verticalAlignment: rowAlignment ?? alignment.vertical)
            guard framed.contains(where: \.1) else { return .stack(stack, framed.map(\.0)) }
            // A cell that sets no height takes the row's, from the others.
            let height = framed.filter { !$0.1 }.map { $0.0.measure(proposal).height }.max() ?? 0
            return .stack(
                stack,
                framed.map { element, isUnsized in
                    isUnsized ? .framed(FrameLayout(height: height, alignment: alignment), element) : element
                })
        }
        return .stack(
            StackLayout(axis: .vertical, spacing: verticalSpacing, horizontalAlignment: .leading), arrangedRows)
    }

    /// Each column's width: its widest one-column cell's ideal width when the columns fit side
    /// by side (each cell asked once, the same question every time: the nodes remember the
    /// answer), its last column widened for a spanning cell that needs more; else the columns
    /// (the cells in them stacked) share the width as a stack's children. Cells that set no
    /// width count for none.
    private func columnWidths(_ table: [[Cell]?], for proposal: CellSize) -> [Int] {
        let count = table.map { $0?.last.map { $0.column + $0.span } ?? 0 }.max() ?? 0
        var columns = [[Element]](repeating: [], count: count)
        for case let cells? in table {
            for cell in cells where cell.span == 1 && !cell.isUnsized(.horizontal) {
                columns[cell.column].append(cell.element)
            }
        }
        let idealProposal = CellSize(width: CellSize.unbounded, height: proposal.height)
        func ideal(_ cell: Element) -> Int {
            cell.isFlexible(.horizontal) ? CellSize.unbounded : cell.measure(idealProposal).width
        }
        var ideals = columns.map { cells in cells.map(ideal).max() ?? 0 }
        for case let cells? in table {
            for cell in cells where cell.span > 1 && !cell.isUnsized(.horizontal) {
                let columns = cell.column..<(cell.column + cell.span)
                let have = ideals[columns].reduce(0, +) + horizontalSpacing * (cell.span - 1)
                ideals[columns.upperBound - 1] += max(0, ideal(cell.element) - have)
            }
        }
        let available = proposal.width - horizontalSpacing * max(0, count - 1)
        if ideals.reduce(0, +) <= available { return ideals }
        let stacks = columns.map { Element.stack(StackLayout(axis: .vertical), $0) }
        let placed = StackLayout(axis: .horizontal, spacing: horizontalSpacing).place(stacks, in: proposal)
        return placed.children.map(\.size.width)
    }
}
