import Foundation

/// Rows of values in columns, as SwiftUI's `Table`: a bold header naming each column, then a
/// lazy list of rows, so a million rows cost what a screenful does.
///
/// With a `sortOrder` binding, a click on a sortable column's header sorts by it (again:
/// reversed), and the header marks the sorting column `▲` or `▼`; sort the data when the
/// order changes (`.onChange(of: sortOrder)`), as in SwiftUI. With a `selection` binding
/// the rows are selectable: a click selects a row; focused, Up, Down, Home, End, Page Up and
/// Page Down move the selection. With a set of ids, those keys move a cursor (underlined)
/// and Space adds the cursor's row to the selection or takes it out. Focused, Left and Right
/// sort by the previous or next sortable column and `r` reverses the order. With `children:`
/// it is a table of trees: an arrow in the first column opens an element's rows.
public struct Table<Value: Identifiable, Data: RandomAccessCollection>: View where Data.Element == Value {
    let data: Data
    let columns: [_TableColumnPart<Value>]
    let selection: TableSelection<Value.ID>
    let sorting: TableSorting?
    /// A table of trees: where each element's children are (see ``TableOutline``).
    let children: KeyPath<Value, Data?>?
    @State private var cursor = TableCursor()
    @State private var runs = TableRuns()
    @State private var expanded: Set<AnyHashable> = []
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.pointsPerCell) private var pointsPerCell

    init(
        _ data: Data, selection: TableSelection<Value.ID>, sorting: (([_TableColumnPart<Value>]) -> TableSorting)?,
        columns: _TableColumns<Value>, children: KeyPath<Value, Data?>? = nil
    ) {
        self.data = data
        self.columns = columns._columns
        self.selection = selection
        self.sorting = sorting?(columns._columns)
        self.children = children
    }

    /// The header and the rows, as wide as the table is offered, and the table's keys.
    public var body: some View {
        // Focusable without reading the focus: a focus change must not run every row.
        FocusReader.makeFocusable(accepting: isEnabled)
        runs.count += 1
        return content(generation: runs.count)
    }

    /// The rows of `data`, or of its trees' elements shown.
    @ViewBuilder private func content(generation: Int) -> some View {
        if let children {
            let entries = OutlineEntry.flatten(data, id: \.id, children: children, expanded: expanded)
            table(
                of: entries.map(\.element), outline: TableOutline(entries, expansion: $expanded),
                generation: generation)
        } else {
            table(of: data, outline: nil, generation: generation)
        }
    }

    private func table<Rows: RandomAccessCollection>(
        of data: Rows, outline: TableOutline<Value>?, generation: Int
    ) -> some View where Rows.Element == Value {
        let (columns, selection, sorting, cursor, isEnabled) = (columns, selection, sorting, cursor, isEnabled)
        let rows = TableRows(data: data, selection: selection, cursor: cursor)
        let asked = columns.map { $0.width.cells(at: CellScale(pointsPerCell)) }
        return GeometryReader { proxy in
            let widths = TableLayout.widths(of: asked, in: proxy.cells.width)
            VStack(alignment: .leading, spacing: 0) {
                TableHeader(labels: columns.map(\.label), widths: widths, sorting: sorting)
                Divider()
                List(data, id: \.id, scrollTarget: rows.cursorIndex) { value in
                    TableRowView(
                        id: value.id, value: value, columns: columns, widths: widths, selection: selection,
                        cursor: cursor, generation: generation, outline: outline?.row(value.id))
                }
            }
        }
        .onKeyPress { press in
            guard isEnabled else { return .ignored }
            if let moved = rows.moveCursor(press) { return moved }
            if let toggled = outline?.handle(press, on: rows.cursorID()) { return toggled }
            switch press.key {
            case .space: return rows.toggleCursorRow()
            case .leftArrow, .rightArrow:
                guard let sorting, let column = sorting.column(movedBy: press.key == .leftArrow ? -1 : 1) else {
                    return .ignored
                }
                sorting.sort(column)
            case KeyEquivalent("r"):
                guard let sorting, let column = sorting.sortedColumn()?.index else { return .ignored }
                sorting.sort(column)
            default: return .ignored
            }
            return .handled
        }
    }
}

extension Table {
    /// A table of `data` in `columns`, not selectable and not sorted by the user.
    public init(_ data: Data, @TableColumnBuilder<Value> columns: () -> _TableColumns<Value>) {
        self.init(data, selection: .none, sorting: nil, columns: columns())
    }

    /// A table of `data` in `columns` whose selected row's id is `selection`.
    public init(
        _ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value> columns: () -> _TableColumns<Value>
    ) {
        self.init(data, selection: .single(selection), sorting: nil, columns: columns())
    }

    /// A table of `data` in `columns` whose selected rows' ids are `selection`.
    public init(
        _ data: Data, selection: Binding<Set<Value.ID>>,
        @TableColumnBuilder<Value> columns: () -> _TableColumns<Value>
    ) {
        self.init(data, selection: .multiple(selection), sorting: nil, columns: columns())
    }

    /// A table of `data` in `columns` that the user sorts through `sortOrder`.
    public init<Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value> columns: () -> _TableColumns<Value>
    ) where Sort.Compared == Value {
        self.init(data, selection: .none, sorting: { TableSorting(sortOrder, columns: $0) }, columns: columns())
    }

    /// A table of `data` in `columns` with a selected row and a sort order.
    public init<Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value> columns: () -> _TableColumns<Value>
    ) where Sort.Compared == Value {
        self.init(
            data, selection: .single(selection), sorting: { TableSorting(sortOrder, columns: $0) }, columns: columns())
    }

    /// A table of `data` in `columns` with selected rows and a sort order.
    public init<Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value> columns: () -> _TableColumns<Value>
    ) where Sort.Compared == Value {
        self.init(
            data, selection: .multiple(selection), sorting: { TableSorting(sortOrder, columns: $0) },
            columns: columns())
    }
}

/// How many times a table's body ran: the generation of the rows and cells it made.
final class TableRuns {
    var count = 0
}
