/// The identity of a ``TrackableState`` value and the registrar of its properties, shared by
/// the value's copies.
///
/// Equal to every other registrar and hashed as nothing, so a struct's synthesized `==` and
/// `hash(into:)` look at its fields only.
public struct StateRegistrar: Sendable, Hashable {
    @usableFromInline
    let identity: Identity

    /// What the copies of one value share: the registrar and the type's name for
    /// explanations (`Todo.isDone`).
    @usableFromInline
    final class Identity: Sendable {
        @usableFromInline
        let registrar = TrackingRegistrar()
        let typeName: String

        init(typeName: String) {
            self.typeName = typeName
        }
    }

    /// A new identity for a value of the type named `typeName`.
    public init(typeName: String) {
        identity = Identity(typeName: typeName)
    }

    /// Whether `other` belongs to a copy of the same value.
    public func isSameIdentity(as other: StateRegistrar) -> Bool {
        identity === other.identity
    }

    /// Reports a read of the property with `index`.
    @inlinable
    public func access(_ index: Int) {
        guard TrackingScope.mayBeRecording else { return }
        identity.registrar.access(index)
    }

    /// ``access(_:)`` that also tells the struct's property names, for listing reads.
    @inlinable
    public func access(_ index: Int, names: StaticString) {
        guard TrackingScope.mayBeRecording else { return }
        identity.registrar.access(index, of: identity, names: names)
    }

    /// Whether some tracking reads the property with `index`.
    @inlinable
    public func isObserved(_ index: Int) -> Bool {
        identity.registrar.isObserved(index)
    }

    /// Announces a change of the property with `index`; pass the result to ``didSet(_:_:_:)``.
    public func willSet(_ index: Int, _ name: String) -> TrackingMutation {
        identity.registrar.willSet(of: identity, index, name)
    }

    /// Finishes a change once the value is stored.
    public func didSet(_ mutation: TrackingMutation, _ index: Int, _ name: String) {
        identity.registrar.didSet(of: identity, mutation, index, name)
    }

    /// ``willSet(_:_:)`` whose change carries the old value when values are recorded.
    public func willSet<Value>(_ index: Int, _ name: String, oldValue: @autoclosure () -> Value) -> TrackingMutation {
        identity.registrar.willSet(of: identity, index, name, oldValue: oldValue())
    }

    /// ``didSet(_:_:_:)`` whose change carries the new value when the old one was recorded.
    public func didSet<Value>(
        _ mutation: TrackingMutation, _ index: Int, _ name: String, newValue: @autoclosure () -> Value
    ) {
        identity.registrar.didSet(of: identity, mutation, index, name, newValue: newValue())
    }

    /// Call after storing a property nobody observed (see `TrackingRegistrar`).
    public func didStoreUnobserved(_ index: Int, _ name: String) {
        identity.registrar.didStoreUnobserved(of: identity, index, name)
    }

    /// ``didStoreUnobserved(_:_:)`` for a plain stored field, as the macro generates: no fence
    /// (see `TrackingRegistrar.didStoreUnobservedPlain(of:_:_:)`).
    @inlinable
    public func didStoreUnobservedPlain(_ index: Int, _ name: String) {
        identity.registrar.didStoreUnobservedPlain(of: identity, index, name)
    }

    /// Notifies the readers of a property that changed without its setter, once stored.
    public func notifyChanged(_ index: Int, _ name: String) {
        didSet(willSet(index, name), index, name)
    }

    /// Always true: a state's identity is not part of its value.
    public static func == (lhs: StateRegistrar, rhs: StateRegistrar) -> Bool { true }

    /// Hashes nothing, for the same reason.
    public func hash(into hasher: inout Hasher) {}
}
