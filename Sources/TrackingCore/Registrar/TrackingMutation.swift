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
