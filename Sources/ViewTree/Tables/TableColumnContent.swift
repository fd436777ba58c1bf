import Foundation

/// Columns of a ``Table``: one ``TableColumn`` or several, as a ``TableColumnBuilder`` makes
/// them.
@MainActor
public protocol TableColumnContent<TableRowValue> {
    /// The type of the rows the columns show.
    associatedtype TableRowValue

    /// Framework internal: the columns with their types erased, in order.
    var _columns: [_TableColumnPart<TableRowValue>] { get }
}

/// Framework internal: one column of a table with its types erased.
public struct _TableColumnPart<RowValue> {
    let label: AnyView
    let width: TableColumnWidth
    /// What the column sorts by (its `Compared` is `RowValue`), or nil when it does not sort.
    let comparator: (any SortComparator)?
    let content: (RowValue) -> AnyView
}

/// Framework internal: the columns a ``TableColumnBuilder`` made.
public struct _TableColumns<RowValue>: TableColumnContent {
    /// Framework internal: the columns, in order.
    public let _columns: [_TableColumnPart<RowValue>]
}

/// Builds a table's columns from a closure listing them, with `if` and `if`/`else`, as
/// SwiftUI's `TableColumnBuilder`.
@resultBuilder
@MainActor
public enum TableColumnBuilder<RowValue> {
    /// Framework internal: one column, as listed.
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> _TableColumns<RowValue>
    where Column.TableRowValue == RowValue {
        _TableColumns(_columns: column._columns)
    }

    /// Framework internal: the columns in the order listed.
    public static func buildBlock(_ parts: _TableColumns<RowValue>...) -> _TableColumns<RowValue> {
        _TableColumns(_columns: parts.flatMap(\._columns))
    }

    /// Framework internal: columns shown only when an `if` holds.
    public static func buildOptional(_ part: _TableColumns<RowValue>?) -> _TableColumns<RowValue> {
        part ?? _TableColumns(_columns: [])
    }

    /// Framework internal: the columns of an `if`'s first branch.
    public static func buildEither(first part: _TableColumns<RowValue>) -> _TableColumns<RowValue> { part }

    /// Framework internal: the columns of an `if`'s second branch.
    public static func buildEither(second part: _TableColumns<RowValue>) -> _TableColumns<RowValue> { part }
}
