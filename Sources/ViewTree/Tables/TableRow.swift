/// One row of a table whose rows are written out, as SwiftUI's `TableRow`:
/// `Table(of: Person.self) { columns } rows: { TableRow(ana); ForEach(team) { TableRow($0) } }`.
/// It is a view only so that `ForEach` takes it; outside a table's rows it shows nothing.
public struct TableRow<Value: Identifiable>: View {
    let value: Value

    /// The row of `value`.
    public init(_ value: Value) {
        self.value = value
    }

    /// Nothing: a table draws its rows itself.
    public var body: some View { EmptyView() }
}

/// Collects a table's rows written out: single rows, `ForEach`es of rows, `if` and `for`.
@MainActor @resultBuilder
public enum TableRowBuilder<Value: Identifiable> {
    /// A row.
    public static func buildExpression(_ row: TableRow<Value>) -> [Value] {
        [row.value]
    }

    /// A row for each element.
    public static func buildExpression<Data, ID>(_ rows: ForEach<Data, ID, TableRow<Value>>) -> [Value] {
        rows.data.map { rows.content($0).value }
    }

    /// The rows in order.
    public static func buildBlock(_ parts: [Value]...) -> [Value] {
        parts.flatMap { $0 }
    }

    /// The rows of an `if` without `else`.
    public static func buildOptional(_ part: [Value]?) -> [Value] {
        part ?? []
    }

    /// The rows of an `if`'s first branch.
    public static func buildEither(first part: [Value]) -> [Value] {
        part
    }

    /// The rows of an `if`'s second branch.
    public static func buildEither(second part: [Value]) -> [Value] {
        part
    }

    /// The rows of a `for` loop.
    public static func buildArray(_ parts: [[Value]]) -> [Value] {
        parts.flatMap { $0 }
    }
}

extension Table where Data == [Value] {
    /// A table of the rows written out in `rows`, in `columns`.
    public init(
        of valueType: Value.Type, @TableColumnBuilder<Value> columns: () -> _TableColumns<Value>,
        @TableRowBuilder<Value> rows: () -> [Value]
    ) {
        self.init(rows(), selection: .none, sorting: nil, columns: columns())
    }

    /// A table of the rows written out, whose selected row's id is `selection`.
    public init(
        of valueType: Value.Type, selection: Binding<Value.ID?>,
        @TableColumnBuilder<Value> columns: () -> _TableColumns<Value>, @TableRowBuilder<Value> rows: () -> [Value]
    ) {
        self.init(rows(), selection: .single(selection), sorting: nil, columns: columns())
    }

    /// A table of the rows written out that the user sorts through `sortOrder`.
    public init<Sort: SortComparator>(
        of valueType: Value.Type, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value> columns: () -> _TableColumns<Value>, @TableRowBuilder<Value> rows: () -> [Value]
    ) where Sort.Compared == Value {
        self.init(rows(), selection: .none, sorting: { TableSorting(sortOrder, columns: $0) }, columns: columns())
    }
}
