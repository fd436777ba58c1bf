import Foundation

/// The edits a `ForEach` or `List` over a binding lets the user make to the collection, as
/// SwiftUI's: `ForEach($items, editActions: .all) { $item in ... }` deletes and moves rows
/// (by the keys and the edit mode of ``EditableForEach``) and writes the change into the
/// binding, with no `onDelete` or `onMove` to write.
public struct EditActions<Data>: OptionSet, Sendable {
    /// The actions, one bit each.
    public let rawValue: Int

    /// The actions `rawValue` holds.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Moving rows.
    public static var move: Self { Self(rawValue: 1) }
    /// Deleting rows.
    public static var delete: Self { Self(rawValue: 2) }
    /// Every edit: moving and deleting.
    public static var all: Self { [.move, .delete] }
}

/// What a `ForEach` given edit actions does to its binding's collection.
struct RowEdits {
    let delete: ((IndexSet) -> Void)?
    let move: ((IndexSet, Int) -> Void)?

    init<C: MutableCollection & RangeReplaceableCollection>(_ data: Binding<C>, _ actions: EditActions<C>) {
        delete = actions.contains(.delete) ? { data.wrappedValue.remove(atOffsets: $0) } : nil
        move = actions.contains(.move) ? { data.wrappedValue.move(fromOffsets: $0, toOffset: $1) } : nil
    }
}

extension ForEach {
    /// One `content` view per element of the collection `data` binds, identified by `id`,
    /// each given a binding to its element; the user can make `editActions` to the
    /// collection (see ``EditActions``).
    public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Index: Hashable {
        self.init(data, id: id, content: content)
        edits = RowEdits(data, editActions)
    }

    /// ``init(_:id:editActions:content:)`` for identifiable elements.
    public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(
        _ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    )
    where
        Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Index: Hashable, C.Element: Identifiable,
        ID == C.Element.ID
    {
        self.init(data, id: \.id, editActions: editActions, content: content)
    }
}

extension List where Data == CollectionOfOne<Int>, ID == Int {
    /// A list of a row for each identifiable element of the collection `data` binds, each
    /// given a binding to its element; the user can make `editActions` to the collection. Its
    /// rows are all made (a `List` over a binding without edits is lazy).
    public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Row: View>(
        _ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> Row
    )
    where
        C.Element: Identifiable, C.Index: Hashable,
        RowContent == VStack<ForEach<LazyMapSequence<C.Indices, (C.Index, C.Element.ID)>, C.Element.ID, Row>>
    {
        self.init { ForEach(data, editActions: editActions, content: rowContent) }
    }
}
