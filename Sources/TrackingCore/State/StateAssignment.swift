/// How the generated accessors of tracked properties treat values that are
/// ``TrackableState`` structs, or arrays of them: by identity, then field by field. Each
/// function has a generic version for every other type, which the compiler removes.

/// The identity of a property's value, to tell after an in-place change whether the value was
/// replaced by another one; nil for types that are not state structs.
public enum _StateIdentity: Equatable {
    case one(ObjectIdentifier)
    case many([ObjectIdentifier])
}

@inlinable
public func _trackingStateIdentity<T>(_ value: T) -> _StateIdentity? { nil }

public func _trackingStateIdentity<T: TrackableState>(_ value: T) -> _StateIdentity? {
    .one(ObjectIdentifier(value._$trackingState.identity))
}

public func _trackingStateIdentity<T: TrackableState>(_ value: [T]) -> _StateIdentity? {
    .many(value.map { ObjectIdentifier($0._$trackingState.identity) })
}

/// Stores `newValue`; when it is a state of the same identity as the old value (or an array
/// of such, element by element), the fields that differ then notify their readers.
@inlinable
public func _trackingReplaceState<T>(_ storage: inout T, with newValue: T) {
    storage = newValue
}

public func _trackingReplaceState<T: TrackableState>(_ storage: inout T, with newValue: T) {
    let old = storage
    storage = newValue
    if old._$trackingState.isSameIdentity(as: newValue._$trackingState) {
        newValue._$trackingNotifyChanges(from: old)
    }
}

public func _trackingReplaceState<T: TrackableState>(_ storage: inout [T], with newValue: [T]) {
    let old = storage
    storage = newValue
    _trackingNotifyNested(old, newValue)
}

/// After a field was found not to need its own notification: a state of the same identity
/// tells its changed fields.
@inlinable
public func _trackingNotifyNested<T>(_ old: T, _ new: T) {}

public func _trackingNotifyNested<T: TrackableState>(_ old: T, _ new: T) {
    new._$trackingNotifyChanges(from: old)
}

public func _trackingNotifyNested<T: TrackableState>(_ old: [T], _ new: [T]) {
    guard old.count == new.count else { return }
    for (before, after) in zip(old, new) where before._$trackingState.isSameIdentity(as: after._$trackingState) {
        after._$trackingNotifyChanges(from: before)
    }
}

/// A state of another identity is a change for the readers of the property that holds it.
public func _trackingShouldNotify<T: TrackableState>(_ oldValue: T, _ newValue: T) -> Bool {
    !oldValue._$trackingState.isSameIdentity(as: newValue._$trackingState)
}

public func _trackingShouldNotify<T: TrackableState & Equatable>(_ oldValue: T, _ newValue: T) -> Bool {
    !oldValue._$trackingState.isSameIdentity(as: newValue._$trackingState)
}

/// An array of states changes for its holder's readers when an element comes, goes or is
/// replaced by another identity; changes inside elements reach their own readers.
public func _trackingShouldNotify<T: TrackableState>(_ oldValue: [T], _ newValue: [T]) -> Bool {
    _trackingStateIdentity(oldValue) != _trackingStateIdentity(newValue)
}

public func _trackingShouldNotify<T: TrackableState & Equatable>(_ oldValue: [T], _ newValue: [T]) -> Bool {
    _trackingStateIdentity(oldValue) != _trackingStateIdentity(newValue)
}
