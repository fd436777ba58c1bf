/// Decides whether a re-running parent gave a child view the same inputs as before.
enum InputComparison {
    static func same<V: View>(_ old: V, _ new: V, info: ViewTypeInfo) -> Bool {
        if info.isEquatable, let equal = ValueEquality.equal(old, new) { return equal }
        let comparison = info.comparison(of: old)
        if !info.hasDynamicProperties { return !comparison.containsClosure && ValueEquality.sameBytes(old, new) }
        // @State and @Environment hold fresh storage in every new value: compare the other
        // stored properties one by one. An @ObservedObject is an input: its object.
        if let fields = comparison.inputFields { return fields.same(old, new) }
        return sameByReflection(old, new, closureFields: comparison.closureFields)
    }

    /// The comparison ``InputFields`` makes, by reflecting on both values: for the types it
    /// cannot read in place (a property of an existential type).
    static func sameByReflection<V>(_ old: V, _ new: V, closureFields: [Bool]) -> Bool {
        let oldFields = Mirror(reflecting: old).children
        let newFields = Mirror(reflecting: new).children
        for ((oldField, newField), holdsClosure) in zip(zip(oldFields, newFields), closureFields)
        where !(oldField.value is any DynamicProperty) || oldField.value is any ParentProvidedProperty {
            let equal =
                ValueEquality.equal(oldField.value, newField.value)
                ?? (!holdsClosure && ValueEquality.sameBytes(opening: oldField.value, newField.value))
            if !equal { return false }
        }
        return true
    }
}

/// A dynamic property whose value the parent passes in (`@ObservedObject`), so it is compared
/// as an input, unlike the ones whose storage the node keeps.
protocol ParentProvidedProperty {}

/// Comparisons of values whose types are known only at run time.
enum ValueEquality {
    /// Equal by `==` when the value is Equatable, by identity when it is an object; nil when
    /// neither tells.
    static func equal(_ lhs: Any, _ rhs: Any) -> Bool? {
        if let lhs = lhs as? any Equatable { return lhs.isEqual(to: rhs) }
        if type(of: lhs) is AnyClass, type(of: rhs) is AnyClass {
            return (lhs as AnyObject) === (rhs as AnyObject)
        }
        return nil
    }

    /// Equal when the two values have the same bytes: an object reference is the same
    /// object, a string the same storage. Different bytes may still be equal values, so a
    /// false answer is only "maybe different", which costs a body run, never a lost update.
    static func sameBytes<T>(_ lhs: T, _ rhs: T) -> Bool {
        withUnsafeBytes(of: lhs) { left in
            withUnsafeBytes(of: rhs) { right in
                left.elementsEqual(right)
            }
        }
    }

    /// ``sameBytes(_:_:)`` for a value of unknown type against another.
    static func sameBytes<T>(opening lhs: T, _ rhs: Any) -> Bool {
        guard let rhs = rhs as? T else { return false }
        return sameBytes(lhs, rhs)
    }
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
