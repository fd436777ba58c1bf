/// A vertical list that makes nodes only for the rows it shows, so a million rows cost what
/// a screenful does. It scrolls to keep the row at `scrollTarget` (for example the selected
/// one) in view; the target is read in the list's own tracking, so moving it scrolls the list
/// without running the body that made it.
public struct List<Data: RandomAccessCollection, ID: Hashable, RowContent: View>: PrimitiveView {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let scrollTarget: (() -> Int?)?
    let rowContent: (Data.Element) -> RowContent

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
                    return IdentityLabel(row, id: row[keyPath: id])
                },
                resolveRow: { position, resolver in resolver.resolve(rowContent(element(position))) },
                scrollTarget: view.scrollTarget))
    }
}

extension List where Data.Element: Identifiable, ID == Data.Element.ID {
    /// A lazy list of identifiable elements; see ``init(_:id:scrollTarget:rowContent:)``.
    public init(
        _ data: Data, scrollTarget: (() -> Int?)? = nil, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) {
        self.init(data, id: \.id, scrollTarget: scrollTarget, rowContent: rowContent)
    }
}
