/// The rows of a table of trees (`Table(_:children:columns:)`): each element's row, and
/// under an element whose children are not nil the rows of its children while it is
/// expanded, as SwiftUI's. The first column shows the depth (two cells a level) and an arrow,
/// `▸` collapsed and `▾` expanded; a click on the arrow toggles it, and with the table focused
/// Right expands the keyboard's row and Left collapses it.
struct TableOutline<Value: Identifiable> {
    typealias Row = TableOutlineRow

    /// Each shown element's entry, by id; a row's toggle is made only when the row is.
    private let entries: [AnyHashable: OutlineEntry<Value>]
    private let expansion: Binding<Set<AnyHashable>>

    /// The outline of `entries`, whose arrows add an element's id to `expansion` or take it out.
    init(_ entries: [OutlineEntry<Value>], expansion: Binding<Set<AnyHashable>>) {
        self.entries = Dictionary(entries.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.expansion = expansion
    }

    /// The place of the row of the element with `id`.
    func row(_ id: Value.ID) -> Row? {
        let key = AnyHashable(id)
        guard let entry = entries[key] else { return nil }
        let expansion = expansion
        return Row(
            depth: entry.depth, hasChildren: entry.hasChildren, isExpanded: entry.isExpanded,
            toggle: { expansion.wrappedValue.formSymmetricDifference([key]) })
    }

    /// Right expands the row `id`, Left collapses it; nil for other keys and for a row that
    /// has no children or is already so.
    func handle(_ press: KeyPress, on id: Value.ID?) -> KeyPress.Result? {
        guard let id, let row = row(id), row.hasChildren else { return nil }
        switch press.key {
        case .rightArrow where !row.isExpanded, .leftArrow where row.isExpanded:
            row.toggle()
            return .handled
        default:
            return nil
        }
    }
}

/// Where a row of a table of trees sits in its tree.
struct TableOutlineRow {
    let depth: Int
    let hasChildren: Bool
    let isExpanded: Bool
    let toggle: () -> Void
}

/// The start of a tree table's first cell: the row's depth and its arrow (blank for a leaf);
/// a click on the arrow toggles it.
struct TableDisclosure: View {
    let row: TableOutlineRow

    var body: some View {
        let row = row
        let arrow = row.hasChildren ? OutlineDisclosure.arrow(isExpanded: row.isExpanded) + " " : "  "
        return Text(String(repeating: " ", count: row.depth * 2) + arrow)
            .onKeyPress { press in
                guard press.isClick, row.hasChildren else { return .ignored }
                row.toggle()
                return .handled
            }
    }
}

extension Table {
    /// A table of the trees of `data`: an element whose `children` is not nil has an arrow
    /// that shows its children's rows under it, indented; a click on it or Right opens a row, Left
    /// closes it.
    public init(
        _ data: Data, children: KeyPath<Value, Data?>, @TableColumnBuilder<Value> columns: () -> _TableColumns<Value>
    ) {
        self.init(data, selection: .none, sorting: nil, columns: columns(), children: children)
    }

    /// A table of the trees of `data` whose selected row's id is `selection`.
    public init(
        _ data: Data, children: KeyPath<Value, Data?>, selection: Binding<Value.ID?>,
        @TableColumnBuilder<Value> columns: () -> _TableColumns<Value>
    ) {
        self.init(data, selection: .single(selection), sorting: nil, columns: columns(), children: children)
    }

    /// A table of the trees of `data` whose selected rows' ids are `selection`.
    public init(
        _ data: Data, children: KeyPath<Value, Data?>, selection: Binding<Set<Value.ID>>,
        @TableColumnBuilder<Value> columns: () -> _TableColumns<Value>
    ) {
        self.init(data, selection: .multiple(selection), sorting: nil, columns: columns(), children: children)
    }
}
