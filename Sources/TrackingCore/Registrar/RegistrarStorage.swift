import Synchronization

/// The observers of one object, allocated on the object's first tracked read.
///
/// Objects nobody tracks never allocate one. The `mask` mirrors the union of the observers'
/// masks so a write can tell with one load whether anybody reads the property.
@usableFromInline
final class RegistrarStorage: @unchecked Sendable {
    // Safety: `list` is only touched holding `lock`; `subjectPointer` is an atomic pointer to a
    // retained, Sendable Subject that is set once by compare-and-exchange and released in deinit.
    /// Union of the observed properties' bits; a superset while an update is in flight.
    @usableFromInline
    let mask = Atomic<UInt64>(0)
    private let lock = ObserverLock()
    /// Guarded by `lock`.
    @exclusivity(unchecked) private var list = ObserverList()
    /// The object the storage belongs to and the names of its tracked properties, comma
    /// separated in index order: for listing what a tracking read (an inspector), never for
    /// tracking itself. Made by the first read of a tracking that records values, so objects
    /// only ever read by other trackings pay nothing for it.
    /// One retained ``Subject``, set once: a word, so the storage stays in its size class.
    private let subjectPointer = Atomic<UnsafeMutableRawPointer?>(nil)

    var subject: Subject? {
        subjectPointer.load(ordering: .acquiring).map { Unmanaged<Subject>.fromOpaque($0).takeUnretainedValue() }
    }

    /// Sets ``subject`` if no read did yet.
    func describe(object: AnyObject, names: StaticString?) {
        guard subjectPointer.load(ordering: .acquiring) == nil else { return }
        let made = Unmanaged.passRetained(Subject(object: object, names: names))
        if !subjectPointer.compareExchange(expected: nil, desired: made.toOpaque(), ordering: .acquiringAndReleasing)
            .exchanged
        {
            made.release()
        }
    }

    deinit {
        if let pointer = subjectPointer.load(ordering: .acquiring) { Unmanaged<Subject>.fromOpaque(pointer).release() }
    }

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
    init() {}

    /// Records that `tracking` read the property of `bit`.
    func register(_ tracking: Tracking, bit: UInt64) {
        let dated = DeliveryScope.claimSequence(delivering: self)
        lock.withLock {
            list.register(tracking, bit: bit, datedTo: dated)
            // Sequentially consistent so that a writer that stores and then checks the mask
            // cannot miss a reader that sets the mask and then loads the value.
            mask.bitwiseOr(bit, ordering: .sequentiallyConsistent)
        }
    }

    /// Removes and returns the trackings that read `bit` after registration `after`, and
    /// the registration clock at the time of the claim.
    func claim(bit: UInt64, after: UInt64) -> (trackings: ClaimedTrackings, sequence: UInt64) {
        lock.withLock {
            let claimed = list.claim(bit: bit, after: after)
            if !claimed.isEmpty { mask.store(list.unionMask, ordering: .relaxed) }
            return (claimed, list.sequence)
        }
    }

    /// Forgets every registration of `tracking`.
    func remove(_ tracking: Tracking) {
        lock.withLock {
            list.remove(tracking)
            mask.store(list.unionMask, ordering: .relaxed)
        }
    }

    /// Drops every observer: the object is gone and can no longer change. The entries are
    /// let go after the lock: theirs may be the last references to trackings, whose
    /// `onChange` closures then end, running whatever their captures do when they end.
    func removeAll() {
        let entries = lock.withLock {
            mask.store(0, ordering: .relaxed)
            return list.takeAll()
        }
        withExtendedLifetime(entries) {}
    }
}

/// The bit that stands for a property in the masks of observed properties.
///
/// Properties are identified by small integers (their declaration index, assigned by the
/// macro), so a set of properties fits in one word and the hot paths test a bit instead of
/// hashing a key path. Indices from 63 on share the last bit: a change to any of them fires
/// the trackings of all of them, which is conservative but never misses a change.
@usableFromInline
enum PropertyMask {
    @inlinable
    static func bit(_ index: Int) -> UInt64 {
        index < 63 ? UInt64(1) &<< UInt64(index) : UInt64(1) &<< 63
    }
}
