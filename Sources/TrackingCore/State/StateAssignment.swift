// How the generated accessors of tracked properties treat values that are `TrackableState`
// structs, or arrays of them: by identity, then field by field. Each function has a generic
// version for every other type, which the optimizer reduces to a plain store or nothing.

/// The identity of a property's value, to tell after an in-place change whether the value was
/// replaced by another one; nil for types that are not state structs.
public enum _StateIdentity: Equatable {
    /// A state struct's identity.
    case one(ObjectIdentifier)
    /// An array's element identities, in order.
    case many([ObjectIdentifier])
}

/// Any other type has no state identity.
@inlinable
public func _trackingStateIdentity<T>(_ value: T) -> _StateIdentity? { nil }

/// A state struct's identity.
@inlinable
public func _trackingStateIdentity<T: TrackableState>(_ value: T) -> _StateIdentity? {
    .one(ObjectIdentifier(value._$trackingState.identity))
}

/// An array of state structs: its elements' identities (one pointer comparison each later).
@inlinable
public func _trackingStateIdentity<T: TrackableState>(_ value: [T]) -> _StateIdentity? {
    // By index through the buffer: reading one field of each element, not copying elements.
    .many(
        value.withUnsafeBufferPointer { buffer in
            (0..<buffer.count).map { ObjectIdentifier(buffer[$0]._$trackingState.identity) }
        })
}

/// Stores `newValue`; when it is a state of the same identity as the old value (or an array
/// of such, element by element), the fields that differ then notify their readers.
@inlinable
public func _trackingReplaceState<T>(_ storage: inout T, with newValue: T) {
    storage = newValue
}

/// A state struct: after the store, its changed fields notify when the identity is the same.
@inlinable
public func _trackingReplaceState<T: TrackableState>(_ storage: inout T, with newValue: T) {
    let old = storage
    storage = newValue
    if old._$trackingState.isSameIdentity(as: newValue._$trackingState) {
        newValue._$trackingNotifyChanges(from: old)
    }
}

/// An array of state structs: after the store, element by element.
@inlinable
public func _trackingReplaceState<T: TrackableState>(_ storage: inout [T], with newValue: [T]) {
    let old = storage
    storage = newValue
    _trackingNotifyNested(old, newValue)
}

/// After a field was found not to need its own notification: a state of the same identity
/// tells its changed fields.
@inlinable
public func _trackingNotifyNested<T>(_ old: T, _ new: T) {}

/// A state struct of the same identity: its changed fields notify.
@inlinable
public func _trackingNotifyNested<T: TrackableState>(_ old: T, _ new: T) {
    new._$trackingNotifyChanges(from: old)
}

/// An array of the same element identities: each element's changed fields notify.
@inlinable
public func _trackingNotifyNested<T: TrackableState>(_ old: [T], _ new: [T]) {
    guard old.count == new.count else { return }
    for (before, after) in zip(old, new) where before._$trackingState.isSameIdentity(as: after._$trackingState) {
        after._$trackingNotifyChanges(from: before)
    }
}

/// A state of another identity is a change for the readers of the property that holds it.
@inlinable
public func _trackingShouldNotify<T: TrackableState>(_ oldValue: T, _ newValue: T) -> Bool {
    !oldValue._$trackingState.isSameIdentity(as: newValue._$trackingState)
}

/// An equatable state struct: identity still decides (its fields notify their own readers).
@inlinable
public func _trackingShouldNotify<T: TrackableState & Equatable>(_ oldValue: T, _ newValue: T) -> Bool {
    !oldValue._$trackingState.isSameIdentity(as: newValue._$trackingState)
}

/// An array of states changes for its holder's readers when an element comes, goes or is
/// replaced by another identity; changes inside elements reach their own readers.
@inlinable
public func _trackingShouldNotify<T: TrackableState>(_ oldValue: [T], _ newValue: [T]) -> Bool {
    _trackingStateIdentity(oldValue) != _trackingStateIdentity(newValue)
}

/// An array of equatable state structs: element identities still decide.
@inlinable
public func _trackingShouldNotify<T: TrackableState & Equatable>(_ oldValue: [T], _ newValue: [T]) -> Bool {
    _trackingStateIdentity(oldValue) != _trackingStateIdentity(newValue)
}
