/// A vertical list that makes nodes only for the rows it shows, so a million rows cost what
/// a screenful does. It scrolls to keep the row at `scrollTarget` (for example the selected
/// one) in view; the target is read in the list's own tracking, so moving it scrolls the list
/// without running the body that made it.
public struct List<Data: RandomAccessCollection, ID: Hashable, RowContent: View>: PrimitiveView {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let scrollTarget: (() -> Int?)?
    let rowContent: (Data.Element) -> RowContent
    /// The selected row's id, for a list with selection (``init(_:id:selection:rowContent:)``).
    var selection: Binding<ID?>?
    /// Where an element's children are, for a list of trees (``init(_:id:children:rowContent:)``).
    var children: KeyPath<Data.Element, Data?>?

    /// A lazy list of `rowContent` for each element of `data`, identified by `id`, kept
    /// scrolled so that the row at index `scrollTarget()` shows.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, scrollTarget: (() -> Int?)? = nil,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) {
        self.data = data
        self.id = id
        self.scrollTarget = scrollTarget
        self.rowContent = rowContent
    }

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        if let children = view.children {
            return resolver.resolve(
                OutlineList(data: view.data, id: view.id, children: children, rowContent: view.rowContent))
        }
        if let selection = view.selection {
            return resolver.resolve(
                _SelectionList(data: view.data, id: view.id, selection: selection, rowContent: view.rowContent))
        }
        let data = view.data
        let id = view.id
        let rowContent = view.rowContent
        func element(_ position: Int) -> Data.Element {
            data[data.index(data.startIndex, offsetBy: position)]
        }
        resolver.appendList(
            ListSource(
                count: data.count,
                id: { AnyHashable(element($0)[keyPath: id]) },
                label: { position in
                    let row = element(position)
                    return IdentityLabel(row, id: AnyHashable(row[keyPath: id]))
                },
                resolveRow: { position, resolver in resolver.resolve(rowContent(element(position))) },
                scrollTarget: view.scrollTarget))
    }
}

extension List where Data.Element: Identifiable, ID == Data.Element.ID {
    /// A lazy list of identifiable elements; see ``init(_:id:scrollTarget:rowContent:)``.
    /// Disfavoured, as `ForEach`'s is, so that `List($items) { $item in ... }` takes the
    /// initializer over a binding.
    @_disfavoredOverload
    public init(
        _ data: Data, scrollTarget: (() -> Int?)? = nil, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) {
        self.init(data, id: \.id, scrollTarget: scrollTarget, rowContent: rowContent)
    }
}

extension List {
    /// A lazy list with keyboard selection: focused, the arrows, Home, End, Page Up and Page
    /// Down move `selection` among the rows' ids; the selected row is drawn reversed and kept
    /// in view. A selection change runs the two rows involved.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<ID?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) {
        self.init(data, id: id, rowContent: rowContent)
        self.selection = selection
    }
}

extension List where Data.Element: Identifiable, ID == Data.Element.ID {
    /// A lazy list of identifiable elements with keyboard selection; see
    /// ``init(_:id:selection:rowContent:)``. Disfavoured as the one above.
    @_disfavoredOverload
    public init(
        _ data: Data, selection: Binding<ID?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) {
        self.init(data, id: \.id, selection: selection, rowContent: rowContent)
    }
}

extension List where Data == CollectionOfOne<Int>, ID == Int {
    /// A list of fixed rows (`Text`s, `Section`s, ...), one under the other.
    public init<Content: View>(@ViewBuilder content: () -> Content) where RowContent == VStack<Content> {
        let rows = VStack(alignment: .leading, content: content)
        self.init(CollectionOfOne(0), id: \.self) { _ in rows }
    }
}

/// A lazy list's data with its types erased: how many rows, each row's id and label, how to
/// resolve row `i`, and which row to keep in view.
struct ListSource {
    let count: Int
    let id: (Int) -> AnyHashable
    let label: (Int) -> IdentityLabel
    let resolveRow: (Int, _ViewResolver) -> Void
    let scrollTarget: (() -> Int?)?
    /// Told which rows the list shows after each layout, for a scroll view of lazy rows.
    var viewport: LazyScrollState?
}
