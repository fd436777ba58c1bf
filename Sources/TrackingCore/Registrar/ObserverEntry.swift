/// One tracking's interest in some properties of one object, as kept by the object's
/// ``RegistrarStorage``.
struct ObserverEntry: Sendable {
    /// The tracking to fire.
    let tracking: Tracking
    /// The properties it read, as ``PropertyMask`` bits.
    var mask: UInt64
    /// When the last bit was added, in the storage's registration order. A writer that
    /// claimed observers at sequence `s` fires, after storing, every entry newer than `s`:
    /// those registered between its check and its store, which may have read the old value.
    var sequence: UInt64
}
