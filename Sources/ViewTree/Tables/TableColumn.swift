import Foundation

/// A column of a ``Table``, as SwiftUI's `TableColumn`: a title, how each row's cell is
/// shown, and, for a column made from a key path or a comparator, how it sorts.
///
/// `TableColumn("Name", value: \.name)` shows the row's `name` as text and sorts by it;
/// `TableColumn("Done") { row in Toggle("", isOn: ...) }` shows a view and does not sort.
/// `.width(_:)` fixes its width in cells; `.width(min:ideal:max:)` bounds it. Columns with
/// no fixed width share what is left equally.
public struct TableColumn<RowValue, Sort, Content: View, Label: View>: TableColumnContent {
    let label: Label
    let content: (RowValue) -> Content
    let comparator: (any SortComparator)?
    var width = TableColumnWidth()

    init(label: Label, comparator: (any SortComparator)?, content: @escaping (RowValue) -> Content) {
        self.label = label
        self.comparator = comparator
        self.content = content
    }

    /// A column `width` wide (points, at the scale ``EnvironmentValues/pointsPerCell`` sets),
    /// or its default width for `nil`.
    public func width(_ width: CGFloat?) -> Self {
        var column = self
        column.width = TableColumnWidth(fixed: width.map { Int($0) })
        return column
    }

    /// A column at least `min`, at most `max` wide, `ideal` when there is room (points, at
    /// the scale ``EnvironmentValues/pointsPerCell`` sets).
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> Self {
        var column = self
        column.width = TableColumnWidth(
            min: min.map { Int($0) }, ideal: ideal.map { Int($0) }, max: max.map { Int($0) })
        return column
    }

    /// Framework internal: this column with its types erased.
    public var _columns: [_TableColumnPart<RowValue>] {
        let (label, content) = (self.label, self.content)
        return [
            _TableColumnPart(
                label: AnyView(label), width: width, comparator: comparator, content: { AnyView(content($0)) })
        ]
    }
}

extension TableColumn where Label == Text, Sort == Never {
    /// A column titled `title` whose cells `content` makes; it does not sort.
    public init(_ title: String, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: nil, content: content)
    }
}

extension TableColumn where Label == Text, Sort == KeyPathComparator<RowValue>, Content == Text {
    /// A column titled `title` showing each row's text at `value`, sorted by it.
    public init(_ title: String, value: KeyPath<RowValue, String> & Sendable) {
        self.init(label: Text(title), comparator: KeyPathComparator(value)) { Text($0[keyPath: value]) }
    }
}

extension TableColumn where Label == Text, Sort == KeyPathComparator<RowValue> {
    /// A column titled `title` whose cells `content` makes, sorted by each row's `value`.
    public init<Value: Comparable>(
        _ title: String, value: KeyPath<RowValue, Value> & Sendable,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: Text(title), comparator: KeyPathComparator(value), content: content)
    }

    /// A column titled `title` whose cells `content` makes, sorted by each row's `value` in
    /// the order `comparator` gives.
    public init<Value, Comparator: SortComparator>(
        _ title: String, value: KeyPath<RowValue, Value> & Sendable, comparator: Comparator,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) where Comparator.Compared == Value {
        self.init(label: Text(title), comparator: KeyPathComparator(value, comparator: comparator), content: content)
    }
}

extension TableColumn where Label == Text, Sort: SortComparator, Sort.Compared == RowValue {
    /// A column titled `title` whose cells `content` makes, sorted by `comparator`.
    public init(_ title: String, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: comparator, content: content)
    }
}

/// How wide a table column may be, in cells: fixed, or between a minimum and a maximum with
/// an ideal; unset parts are free.
struct TableColumnWidth: Equatable {
    var min: Int?
    var ideal: Int?
    var max: Int?

    init(min: Int? = nil, ideal: Int? = nil, max: Int? = nil) {
        self.min = min.map { Swift.max($0, 0) }
        self.ideal = ideal
        self.max = max
    }

    init(fixed: Int?) {
        self.init(min: fixed, ideal: fixed, max: fixed)
    }

    /// The widths, given in points, in cells at `scale` (one that is not zero stays a cell).
    func cells(at scale: CellScale) -> TableColumnWidth {
        func cells(_ width: Int?) -> Int? { width.map { scale.extent($0, along: .horizontal) } }
        return TableColumnWidth(min: cells(min), ideal: cells(ideal), max: cells(max))
    }
}
