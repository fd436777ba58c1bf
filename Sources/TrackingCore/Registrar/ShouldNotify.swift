/// Whether assigning `newValue` over `oldValue` is a change worth notifying.
///
/// The generated setters call the most specific overload: equal `Equatable` values and the
/// same object reference do not notify; anything else does.
@inlinable
public func _trackingShouldNotify<T>(_ oldValue: T, _ newValue: T) -> Bool { true }

/// Equal values are not a change.
@inlinable
public func _trackingShouldNotify<T: Equatable>(_ oldValue: T, _ newValue: T) -> Bool {
    oldValue != newValue
}

/// The same instance is not a change.
@inlinable
public func _trackingShouldNotify<T: AnyObject>(_ oldValue: T, _ newValue: T) -> Bool {
    oldValue !== newValue
}

/// An equatable class: identity first, then equality.
@inlinable
public func _trackingShouldNotify<T: AnyObject & Equatable>(_ oldValue: T, _ newValue: T) -> Bool {
    oldValue !== newValue && oldValue != newValue
}
