/// Decides whether a re-running parent gave a child view the same inputs as before.
enum InputComparison {
    static func same<V: View>(_ old: V, _ new: V, info: ViewTypeInfo) -> Bool {
        if info.isEquatable, let equal = ValueEquality.equal(old, new) { return equal }
        if !info.hasDynamicProperties { return ValueEquality.sameBytes(old, new) }
        // @State and @Environment hold fresh storage in every new value: compare the other
        // stored properties one by one. An @ObservedObject is an input: its object.
        let oldFields = Mirror(reflecting: old).children
        let newFields = Mirror(reflecting: new).children
        for (oldField, newField) in zip(oldFields, newFields)
        where !(oldField.value is any DynamicProperty) || oldField.value is any ParentProvidedProperty {
            let equal =
                ValueEquality.equal(oldField.value, newField.value)
                ?? ValueEquality.sameBytes(opening: oldField.value, newField.value)
            if !equal { return false }
        }
        return true
    }
}

/// A dynamic property whose value the parent passes in (`@ObservedObject`), so it is compared
/// as an input, unlike the ones whose storage the node keeps.
protocol ParentProvidedProperty {}
