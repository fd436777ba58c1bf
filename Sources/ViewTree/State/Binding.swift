/// Read and write access to a value owned elsewhere: a `@State`, or a model property
/// through `@Bindable`.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let read: () -> Value
    private let write: (Value) -> Void

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        read = get
        write = set
    }

    /// A binding whose `set` is also given the change's transaction, as SwiftUI's: here the
    /// transaction of the binding's owner (no animation shows; see `Transaction`).
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        self.init(get: get, set: { set($0, Transaction()) })
    }

    /// The binding, its changes made with `animation`: shown at once, at their end state (see
    /// `Animation`).
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }

    /// The binding, its changes made in `transaction`: shown at once.
    public func transaction(_ transaction: Transaction) -> Binding<Value> { self }

    /// A binding that always reads `value` and ignores writes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value, read and written through the binding.
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    /// Itself, so `$value` passes the binding on.
    public var projectedValue: Binding<Value> { self }

    /// Declares a `@Binding` property from a binding passed in.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a part of the value.
    public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Binding<Member> {
        Binding<Member>(
            get: { self.read()[keyPath: keyPath] },
            set: { member in
                var value = self.read()
                value[keyPath: keyPath] = member
                self.write(value)
            })
    }
}

extension Binding where Value: MutableCollection {
    /// A binding to one element: `$state.items[i]`, as SwiftUI's bindings to collections give.
    public subscript(position: Value.Index) -> Binding<Value.Element> {
        Binding<Value.Element>(
            get: { self.read()[position] },
            set: { element in
                var value = self.read()
                value[position] = element
                self.write(value)
            })
    }
}
