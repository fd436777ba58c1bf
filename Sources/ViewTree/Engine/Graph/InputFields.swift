@_spi(Reflection) import Swift

/// How a view type's inputs compare, found once per type: for each stored property that is an
/// input (not `@State`-like storage the node keeps), where it lies in the value and how two
/// of them compare. ``InputComparison`` then compares a parent's new child with the old one
/// by reading those properties in place, where reflection (`Mirror`) would box every property
/// of both values on every comparison: a button row re-run by its parent cost a fifth of a
/// key's CPU that way.
///
/// The comparison is the reflecting one's, decided per property type instead of per value:
/// `==` for an Equatable type, identity for a class, the same bytes otherwise, and never
/// equal for a property holding a closure that makes values (``ClosureScan``). A type whose
/// property values may have another type than the property's (an existential, a subclass
/// instance) has none: it is compared by reflection.
///
/// Unchecked Sendable: made once and never changed; its comparisons capture only metatypes and
/// sizes, which cannot change either.
struct InputFields: @unchecked Sendable {
    private let fields: [Field]

    private struct Field {
        let offset: Int
        let equal: (_ old: UnsafeRawPointer, _ new: UnsafeRawPointer, _ offset: Int) -> Bool
    }

    /// The input properties of `view`'s type, nil when they cannot be compared in place.
    /// `closureFields` says for each stored property whether it holds a closure that makes
    /// values.
    static func of<V>(_ view: V, closureFields: [Bool]) -> InputFields? {
        var stored: [(offset: Int, type: Any.Type)] = []
        let complete = _forEachField(of: V.self, options: []) { _, offset, type, _ in
            stored.append((offset, type))
            return true
        }
        let values = Mirror(reflecting: view).children.map(\.value)
        guard complete, stored.count == values.count, stored.count == closureFields.count else { return nil }
        var fields: [Field] = []
        for ((field, value), holdsClosure) in zip(zip(stored, values), closureFields) {
            guard type(of: value) == field.type else { return nil }
            if field.type is any DynamicProperty.Type, !(field.type is any ParentProvidedProperty.Type) { continue }
            fields.append(Field(offset: field.offset, equal: comparison(of: field.type, holdsClosure: holdsClosure)))
        }
        return InputFields(fields: fields)
    }

    /// Whether every input property of `old` equals `new`'s.
    func same<V>(_ old: V, _ new: V) -> Bool {
        withUnsafePointer(to: old) { old in
            withUnsafePointer(to: new) { new in
                let (old, new) = (UnsafeRawPointer(old), UnsafeRawPointer(new))
                return fields.allSatisfy { $0.equal(old, new, $0.offset) }
            }
        }
    }

    private static func comparison(
        of type: Any.Type, holdsClosure: Bool
    ) -> (UnsafeRawPointer, UnsafeRawPointer, Int) -> Bool {
        if let equatable = type as? any Equatable.Type { return equality(of: equatable) }
        // An object compares by identity, which is its reference's bytes.
        if holdsClosure, !(type is AnyClass) { return { _, _, _ in false } }
        return sameBytes(of: type)
    }

    private static func equality<E: Equatable>(of _: E.Type) -> (UnsafeRawPointer, UnsafeRawPointer, Int) ->
        Bool
    {
        { old, new, offset in
            old.load(fromByteOffset: offset, as: E.self) == new.load(fromByteOffset: offset, as: E.self)
        }
    }

    private static func sameBytes(of type: Any.Type) -> (UnsafeRawPointer, UnsafeRawPointer, Int) -> Bool {
        func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
        let size = size(type)
        return { old, new, offset in
            UnsafeRawBufferPointer(start: old + offset, count: size)
                .elementsEqual(UnsafeRawBufferPointer(start: new + offset, count: size))
        }
    }
}
