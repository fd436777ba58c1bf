/// One row of a ``Table``: a cell per column, each as wide as its column, reversed while
/// the row is selected and underlined while it holds the cursor. It reads the selection and
/// the cursor through derived values, so a selection change runs only the rows whose answer
/// changed; each cell is a view of its own, so a change to what one cell shows runs that cell.
/// Equal to the row made in the same run of the table's body with the same widths (see
/// ``TableCell``; the list keeps a row's node by its id), so scrolling the list runs only
/// the rows that come into view.
struct TableRowView<Value: Identifiable>: View, Equatable {
    let id: Value.ID
    let value: Value
    let columns: [_TableColumnPart<Value>]
    let widths: [Int]
    let selection: TableSelection<Value.ID>
    let cursor: TableCursor
    /// Which run of the table's body made this row (see ``TableCell``).
    let generation: Int
    /// In a table of trees, where the row sits (its first cell starts with it).
    var outline: TableOutlineRow?

    var body: some View {
        let (id, value, columns, widths, selection, cursor, generation, outline) = (
            id, value, columns, widths, selection, cursor, generation, outline
        )
        let isSelected = derived { selection.contains(id) }
        let isCursor = !selection.cursorIsSelection && derived { cursor.id == AnyHashable(id) }
        return HStack(cellSpacing: TableLayout.gap) {
            ForEach(columns.indices, id: \.self) { index in
                let cell = TableCell(value: value, content: columns[index].content, generation: generation)
                if index == 0, let outline {
                    HStack(spacing: 0) {
                        TableDisclosure(row: outline)
                        cell
                    }
                    .lineLimit(1)
                    .cellFrame(width: widths[index], alignment: .leading)
                } else {
                    cell.lineLimit(1).cellFrame(width: widths[index], alignment: .leading)
                }
            }
        }
        .reverse(isSelected)
        .underline(isCursor)
        .onKeyPress { press in
            guard press.isClick else { return .ignored }
            selection.choose(id)
            if !selection.cursorIsSelection {
                cursor.id = AnyHashable(id)
            }
            return .handled
        }
    }

    nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.generation == rhs.generation && lhs.widths == rhs.widths
    }
}

/// One cell of a table: what its column shows of the row.
///
/// Equal to the cell made in the same run of the table's body: its value and its column's
/// closure come from that run, so a row that runs again for its selection does not run its
/// cells. (A closure cannot be compared; a new run of the table brings new ones, and runs the
/// cells on screen.) What the cell itself reads runs it as any body.
struct TableCell<Value>: View, Equatable {
    let value: Value
    let content: (Value) -> AnyView
    let generation: Int

    var body: some View {
        content(value)
    }

    nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.generation == rhs.generation
    }
}

/// A table's header: each column's title in bold, as wide as its column, the sorting column
/// marked `▲` (forward) or `▼` (reverse); a click on a sortable title sorts by it.
struct TableHeader: View {
    let labels: [AnyView]
    let widths: [Int]
    let sorting: TableSorting?

    var body: some View {
        let (labels, widths, sorting) = (labels, widths, sorting)
        let sorted = sorting?.sortedColumn()
        return HStack(cellSpacing: TableLayout.gap) {
            ForEach(labels.indices, id: \.self) { index in
                HStack(spacing: 0) {
                    labels[index]
                    if let sorted, sorted.index == index {
                        Text(sorted.order == .forward ? " ▲" : " ▼")
                    }
                }
                .lineLimit(1)
                .cellFrame(width: widths[index], alignment: .leading)
                .onTapGesture { sorting?.sort(index) }
            }
        }
        .bold()
    }
}
