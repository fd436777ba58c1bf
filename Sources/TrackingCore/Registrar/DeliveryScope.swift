import CTrackingScope

/// The `willSet` delivery running on this thread, if any: which object's observers are being
/// told of a change, and the registration clock when they were claimed.
///
/// A tracking that an `onChange` installs on the same object while being told (the
/// re-registering idiom: read the properties again, send `objectWillChange`) has read the old
/// value, yet must not fire again for this change, which its owner is handling: Observation
/// sends once here too. Its registration is dated to the claim, so the writer's late check
/// after the store skips it. A tracking registered by another thread in that window is not
/// dated back, and still fires after the store.
enum DeliveryScope {
    /// The claim's clock when this thread is delivering a change of `storage`, else nil.
    static func claimSequence(delivering storage: RegistrarStorage) -> UInt64? {
        guard tracking_delivery_storage() == Unmanaged.passUnretained(storage).toOpaque() else { return nil }
        return tracking_delivery_sequence()
    }

    /// Runs `deliver` as the delivery of a change of `storage` claimed at `sequence`.
    static func run(storage: RegistrarStorage, sequence: UInt64, _ deliver: () -> Void) {
        let (previousStorage, previousSequence) = (tracking_delivery_storage(), tracking_delivery_sequence())
        tracking_delivery_set(Unmanaged.passUnretained(storage).toOpaque(), sequence)
        defer { tracking_delivery_set(previousStorage, previousSequence) }
        deliver()
    }
}
