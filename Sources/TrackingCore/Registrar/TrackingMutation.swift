/// A write to a tracked property, as the generated setters make it: whether it notifies at all
/// (`_trackingShouldNotify`, below) and what the registrar learned when it began.

/// What a registrar learned when a mutation began, needed once the value is stored.
public struct TrackingMutation {
    /// The bit of the mutated property.
    @usableFromInline
    let bit: UInt64
    /// The registration clock when observers were claimed; later registrations fire late.
    @usableFromInline
    let claimedAt: UInt64
    /// Claimed `didSet` trackings, delivered after the store.
    @usableFromInline
    let afterStore: [Tracking]
    /// The old value, described, when values are recorded and someone observed the write.
    @usableFromInline
    let oldValue: String?

    @inlinable
    init(bit: UInt64, claimedAt: UInt64 = 0, afterStore: [Tracking] = [], oldValue: String? = nil) {
        self.bit = bit
        self.claimedAt = claimedAt
        self.afterStore = afterStore
        self.oldValue = oldValue
    }
}

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
