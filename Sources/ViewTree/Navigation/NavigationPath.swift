/// A list of values of any `Hashable` types, as SwiftUI's `NavigationPath`: the views a
/// `NavigationStack(path:)` shows above its root, one per value, each made by the
/// `navigationDestination(for:)` for the value's type.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    /// An empty path: the stack shows its root.
    public init() {
        elements = []
    }

    /// A path of `elements`, the first shown over the root.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        var erased: [AnyHashable] = []
        for element in elements { erased.append(AnyHashable(element)) }
        self.elements = erased
    }

    /// How many values the path holds.
    public var count: Int { elements.count }

    /// Whether the path is empty.
    public var isEmpty: Bool { elements.isEmpty }

    /// Adds `value` on top: the stack shows its destination.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Removes the top `count` values: the stack goes back as far.
    public mutating func removeLast(_ count: Int = 1) {
        elements.removeLast(count)
    }
}

extension NavigationPath {
    /// A path's values as `AnyHashable`s, read and written through `path`.
    static func erasing(_ path: Binding<NavigationPath>) -> Binding<[AnyHashable]> {
        Binding(get: { path.wrappedValue.elements }, set: { path.wrappedValue.elements = $0 })
    }

    /// A collection's values as `AnyHashable`s, read and written through `path`; a value of
    /// another type set through it is dropped.
    static func erasing<Data>(_ path: Binding<Data>) -> Binding<[AnyHashable]>
    where Data: RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {
        Binding(
            get: { NavigationPath(path.wrappedValue).elements },
            set: { values in
                var data = Data()
                for value in values { if let element = value.base as? Data.Element { data.append(element) } }
                path.wrappedValue = data
            })
    }

    /// `value` as an `AnyHashable`, or nil.
    static func erasing<Value: Hashable>(_ value: Value?) -> AnyHashable? {
        guard let value else { return nil }
        return AnyHashable(value)
    }
}
