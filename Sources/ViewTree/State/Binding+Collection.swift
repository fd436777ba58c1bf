/// A binding to a collection is a collection of bindings to its elements, as SwiftUI's is:
/// `ForEach($guess.letters.indices) { index in TextField("", text: $guess.letters[index]) }`.
/// Its indices are the collection's as it is when read; each element is a binding through
/// the subscript by position, `$items[index]`.
extension Binding: Sequence where Value: MutableCollection {
    /// A binding to one element.
    public typealias Element = Binding<Value.Element>
    /// Walks the positions of the collection as it is when the walk starts.
    public typealias Iterator = IndexingIterator<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    /// The collection's position.
    public typealias Index = Value.Index
    /// The collection's positions.
    public typealias Indices = Value.Indices
    /// Bindings to a part of the collection, each to its element.
    public typealias SubSequence = Slice<Binding<Value>>

    /// The collection's first position.
    public var startIndex: Index { wrappedValue.startIndex }
    /// The collection's position past its last element.
    public var endIndex: Index { wrappedValue.endIndex }
    /// The collection's positions, as it is now.
    public var indices: Indices { wrappedValue.indices }

    /// The position after `position` in the collection.
    public func index(after position: Index) -> Index {
        wrappedValue.index(after: position)
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection & MutableCollection {
    /// The position before `position` in the collection.
    public func index(before position: Index) -> Index {
        wrappedValue.index(before: position)
    }
}

extension Binding: RandomAccessCollection where Value: RandomAccessCollection & MutableCollection {}
