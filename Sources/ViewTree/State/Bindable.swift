/// Makes bindings to the properties of a tracked object: `$item.title` is a
/// `Binding<String>` that reads and writes `item.title`.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Object: AnyObject> {
    /// The object.
    public var wrappedValue: Object

    /// Makes bindings to `wrappedValue`'s properties.
    public init(wrappedValue: Object) {
        self.wrappedValue = wrappedValue
    }

    /// Makes bindings to `object`'s properties.
    public init(_ object: Object) {
        wrappedValue = object
    }

    /// Itself, so that `$item.title` is a binding.
    public var projectedValue: Bindable<Object> { self }

    /// A binding that reads and writes the object's property at `keyPath`.
    public subscript<Member>(dynamicMember keyPath: ReferenceWritableKeyPath<Object, Member>) -> Binding<Member> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
