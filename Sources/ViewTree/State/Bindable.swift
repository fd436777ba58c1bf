/// Makes bindings to the properties of a tracked object: `$item.title` is a
/// `Binding<String>` that reads and writes `item.title`.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Object: AnyObject>: ReferenceHolding {
    public var wrappedValue: Object

    public init(wrappedValue: Object) {
        self.wrappedValue = wrappedValue
    }

    public init(_ object: Object) {
        wrappedValue = object
    }

    public var projectedValue: Bindable<Object> { self }

    public subscript<Member>(dynamicMember keyPath: ReferenceWritableKeyPath<Object, Member>) -> Binding<Member> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
