import Synchronization

/// The observers of one object, allocated on the object's first tracked read.
///
/// Objects nobody tracks never allocate one. The `mask` mirrors the union of the observers'
/// masks so a write can tell with one load whether anybody reads the property.
@usableFromInline
final class RegistrarStorage: Sendable {
    /// Union of the observed properties' bits; a superset while an update is in flight.
    @usableFromInline
    let mask = Atomic<UInt64>(0)
    private let list = Mutex(ObserverList())
    /// The object the storage belongs to and the names of its tracked properties, comma
    /// separated in index order, when the first read told them: for listing what a tracking
    /// read (an inspector), never for tracking itself.
    let subject: Subject

    /// See ``subject``; the object is weak, as the object owns the storage.
    final class Subject: @unchecked Sendable {
        // Safety: written once, at init, before the storage is shared.
        private(set) weak var object: AnyObject?
        let names: StaticString?

        init(object: AnyObject?, names: StaticString?) {
            self.object = object
            self.names = names
        }

        /// The name of the property with `index`, or `#index` when the names are unknown.
        func name(of index: Int) -> String {
            guard let names else { return "#\(index)" }
            let all = names.description.split(separator: ",", omittingEmptySubsequences: false)
            return index < all.count ? String(all[index]) : "#\(index)"
        }
    }

    @usableFromInline
    init(object: AnyObject? = nil, names: StaticString? = nil) {
        subject = Subject(object: object, names: names)
    }

    /// Records that `tracking` read the property of `bit`.
    func register(_ tracking: Tracking, bit: UInt64) {
        let dated = DeliveryScope.claimSequence(delivering: self)
        list.withSanitizedLock { list in
            list.register(tracking, bit: bit, datedTo: dated)
            // Sequentially consistent so that a writer that stores and then checks the mask
            // cannot miss a reader that sets the mask and then loads the value.
            mask.bitwiseOr(bit, ordering: .sequentiallyConsistent)
        }
    }

    /// Removes and returns the trackings that read `bit` after registration `after`, and
    /// the registration clock at the time of the claim.
    func claim(bit: UInt64, after: UInt64) -> (trackings: ClaimedTrackings, sequence: UInt64) {
        list.withSanitizedLock { list in
            let claimed = list.claim(bit: bit, after: after)
            if !claimed.isEmpty { mask.store(list.unionMask, ordering: .relaxed) }
            return (claimed, list.sequence)
        }
    }

    /// Forgets every registration of `tracking`.
    func remove(_ tracking: Tracking) {
        list.withSanitizedLock { list in
            list.remove(tracking)
            mask.store(list.unionMask, ordering: .relaxed)
        }
    }

    /// Drops every observer: the object is gone and can no longer change.
    func removeAll() {
        list.withSanitizedLock { list in
            list.removeAll()
            mask.store(0, ordering: .relaxed)
        }
    }
}
