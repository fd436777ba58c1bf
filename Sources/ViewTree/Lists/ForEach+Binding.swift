/// `ForEach($items) { $item in ... }` and `List($items) { $item in ... }`: one view per element
/// of a collection held by a binding, each given a binding to its own element, as SwiftUI's.
///
/// The data is the collection's indices, each paired with its element's id (SwiftUI's
/// `LazyMapSequence<C.Indices, (C.Index, ID)>`), so rows are identified by the elements' ids.
/// An element's binding finds its element by id when the collection changed under it (a row
/// removed before it), and a binding whose element is gone reads the element as it last read or wrote it
/// and drops writes, where an index alone would read or write another element or trap.
extension Binding where Value: MutableCollection {
    /// A binding to the element at `index` whose id is `id`; see the extension's summary.
    /// `snapshot` is the collection the index and id were read from: the element's value
    /// until the binding reads it (the collection may have changed since).
    func element<ID: Hashable>(
        at index: Value.Index, id: ID, by idPath: KeyPath<Value.Element, ID>, in snapshot: Value
    ) -> Binding<Value.Element> {
        let last = LastSeen(snapshot[index])
        func position(in collection: Value) -> Value.Index? {
            if collection.indices.contains(index), collection[index][keyPath: idPath] == id { return index }
            return collection.firstIndex { $0[keyPath: idPath] == id }
        }
        return Binding<Value.Element>(
            get: {
                let collection = self.wrappedValue
                if let position = position(in: collection) { last.element = collection[position] }
                return last.element
            },
            set: { element in
                var collection = self.wrappedValue
                guard let position = position(in: collection) else { return }
                last.element = element
                collection[position] = element
                self.wrappedValue = collection
            })
    }
}

/// The data and the row maker of a `ForEach` or `List` over a binding: the indices of the
/// collection as it is now, each with its element's id, and for each a row given a binding to
/// that element.
private func boundRows<C: MutableCollection & RandomAccessCollection, ID: Hashable, Row>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, _ row: @escaping (Binding<C.Element>) -> Row
) -> (LazyMapSequence<C.Indices, (C.Index, ID)>, ((C.Index, ID)) -> Row) {
    let snapshot = data.wrappedValue
    let indexed = snapshot.indices.lazy.map { ($0, snapshot[$0][keyPath: id]) }
    return (indexed, { row(data.element(at: $0.0, id: $0.1, by: id, in: snapshot)) })
}

/// The element as a binding last read or wrote it, for when it is gone.
private final class LastSeen<Element> {
    var element: Element
    init(_ element: Element) { self.element = element }
}

extension ForEach {
    /// One `content` view per element of the collection `data` binds, identified by `id`; each
    /// gets a binding to its element.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Index: Hashable {
        let (rows, row) = boundRows(data, id: id, content)
        self.init(rows, id: \.1, content: row)
    }

    /// One `content` view per identifiable element of the collection `data` binds; each gets
    /// a binding to its element.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    )
    where
        Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Index: Hashable, C.Element: Identifiable,
        ID == C.Element.ID
    {
        self.init(data, id: \.id, content: content)
    }
}

extension List {
    /// A lazy list of `rowContent` for each element of the collection `data` binds, identified
    /// by `id`; each row gets a binding to its element.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Index: Hashable {
        let (rows, row) = boundRows(data, id: id, rowContent)
        self.init(rows, id: \.1, rowContent: row)
    }

    /// A lazy list of `rowContent` for each identifiable element of the collection `data`
    /// binds; each row gets a binding to its element.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    )
    where
        Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Index: Hashable, C.Element: Identifiable,
        ID == C.Element.ID
    {
        self.init(data, id: \.id, rowContent: rowContent)
    }

    /// A lazy list with keyboard selection of the elements `data` binds; see
    /// ``init(_:id:selection:rowContent:)``.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, selection: Binding<ID?>,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    )
    where
        Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Index: Hashable, C.Element: Identifiable,
        ID == C.Element.ID
    {
        let (rows, row) = boundRows(data, id: \.id, rowContent)
        self.init(rows, id: \.1, selection: selection, rowContent: row)
    }
}
