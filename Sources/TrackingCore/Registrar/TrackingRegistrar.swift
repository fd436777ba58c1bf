import Synchronization

/// The per-object hub between tracked properties and the trackings that read them.
///
/// `@Trackable` stores one in each class. Generated getters call ``access(_:)`` and
/// setters ``willSet(of:_:_:)`` / ``didSet(of:_:_:_:)``; the manual pattern for custom storage
/// uses the key-path forms. A property is named by a small index, so hot paths test a bit
/// and never create or hash a key path.
///
/// Costs: an object nobody tracks holds one nil pointer. A read with no tracking scope open
/// on its thread is one thread-local load; a write nobody observes is two loads (and a
/// fence over custom storage that other threads read unordered, ``didStoreUnobserved(of:_:_:)``).
public struct TrackingRegistrar: ~Copyable, @unchecked Sendable {
    // Safety: the only state is an atomic pointer to a retained, Sendable RegistrarStorage.
    /// The retained ``RegistrarStorage``, created by the first tracked read.
    @usableFromInline
    let storagePointer = Atomic<UnsafeMutableRawPointer?>(nil)

    /// Creates a registrar with no observers.
    public init() {}

    deinit {
        guard let pointer = storagePointer.load(ordering: .acquiring) else { return }
        let storage = Unmanaged<RegistrarStorage>.fromOpaque(pointer)
        storage._withUnsafeGuaranteedRef { $0.removeAll() }
        storage.release()
    }

    /// The bits of the properties some tracking reads.
    @inlinable
    var observedMask: UInt64 {
        guard let pointer = storagePointer.load(ordering: .acquiring) else { return 0 }
        return Unmanaged<RegistrarStorage>.fromOpaque(pointer)._withUnsafeGuaranteedRef {
            $0.mask.load(ordering: .relaxed)
        }
    }

    /// The storage, created on first use; unretained, since the registrar owns it.
    private func storage() -> Unmanaged<RegistrarStorage> {
        if let pointer = storagePointer.load(ordering: .acquiring) {
            return Unmanaged<RegistrarStorage>.fromOpaque(pointer)
        }
        let created = Unmanaged.passRetained(RegistrarStorage())
        let (exchanged, existing) = storagePointer.compareExchange(
            expected: nil, desired: created.toOpaque(), ordering: .acquiringAndReleasing)
        if exchanged { return created }
        created.release()
        return Unmanaged<RegistrarStorage>.fromOpaque(existing!)
    }

    // MARK: Reads

    /// Reports a read of the property with `index`.
    @inlinable
    public func access(_ index: Int) {
        guard TrackingScope.mayBeRecording else { return }
        recordAccess(PropertyMask.bit(index))
    }

    /// ``access(_:)`` that also tells, for listing reads, the object and the names of its
    /// tracked properties (comma separated, in index order). The macro's getters use it.
    @inlinable
    public func access(_ index: Int, of object: AnyObject, names: StaticString) {
        guard TrackingScope.mayBeRecording else { return }
        recordAccess(PropertyMask.bit(index), object: object, names: names)
    }

    @usableFromInline
    func recordAccess(_ bit: UInt64, object: AnyObject? = nil, names: StaticString? = nil) {
        guard var scope = TrackingScope.current else { return }
        storage()._withUnsafeGuaranteedRef { storage in
            while true {
                let enclosing = scope._withUnsafeGuaranteedRef { tracking in
                    tracking.recordRead(storage, bit: bit)
                    if tracking.recordsValues, let object { storage.describe(object: object, names: names) }
                    return tracking.enclosing
                }
                guard let enclosing else { return }
                scope = enclosing
            }
        }
    }

    // MARK: Writes

    /// Whether some tracking reads the property with `index`; a setter that finds none
    /// stores and calls ``didStoreUnobserved(of:_:_:)``.
    @inlinable
    public func isObserved(_ index: Int) -> Bool {
        observedMask & PropertyMask.bit(index) != 0
    }

    /// Call after storing a property for which ``isObserved(_:)`` was false. A tracking that
    /// registered between that check and the store may have read the old value: it fires now.
    /// For storage other threads read without ordering (atomics): a fence orders the store
    /// before the check.
    @inlinable
    public func didStoreUnobserved(of object: AnyObject, _ index: Int, _ name: String) {
        didSet(of: object, TrackingMutation(bit: PropertyMask.bit(index)), index, name)
    }

    /// ``didStoreUnobserved(of:_:_:)`` for a plain stored property, as `@Trackable` generates:
    /// the same check, without the fence, which costs a plain write most of its time.
    ///
    /// A reader of a plain property is ordered with the writer by the program (a read racing
    /// the store is a data race): a read ordered before the store registered before the
    /// setter's first check, which saw it; one ordered after it read the new value.
    @inlinable
    public func didStoreUnobservedPlain(of object: AnyObject, _ index: Int, _ name: String) {
        let bit = PropertyMask.bit(index)
        guard observedMask & bit != 0 else { return }
        didSetObserved(of: object, TrackingMutation(bit: bit), name, describing: { nil })
    }

    /// Announces a mutation of the property with `index`: fires `willSet` trackings that read
    /// it and returns the state ``didSet(of:_:_:_:)`` needs once the value is stored.
    @inlinable
    public func willSet(of object: AnyObject, _ index: Int, _ name: String) -> TrackingMutation {
        let bit = PropertyMask.bit(index)
        guard observedMask & bit != 0 else { return TrackingMutation(bit: bit) }
        return willSetObserved(of: object, bit, name, describing: { nil })
    }

    /// ``willSet(of:_:_:)`` that also describes the old value for the change, when a tracking
    /// it fires asked for values (`recordsValues`).
    @inlinable
    public func willSet<Value>(
        of object: AnyObject, _ index: Int, _ name: String, oldValue: @autoclosure () -> Value
    ) -> TrackingMutation {
        let bit = PropertyMask.bit(index)
        guard observedMask & bit != 0 else { return TrackingMutation(bit: bit) }
        return willSetObserved(of: object, bit, name, value: oldValue)
    }

    /// Not inlined, so that a setter holds only the check above: describing a value is
    /// generic code that only observed writes reach.
    @usableFromInline
    func willSetObserved<Value>(
        of object: AnyObject, _ bit: UInt64, _ name: String, value: () -> Value
    ) -> TrackingMutation {
        willSetObserved(of: object, bit, name, describing: { ValueDescription.of(value() as Any) })
    }

    /// `describing` describes the old value, or gives nil; it runs only if a claimed tracking
    /// wants values.
    @usableFromInline
    func willSetObserved(
        of object: AnyObject, _ bit: UInt64, _ name: String, describing value: () -> String?
    ) -> TrackingMutation {
        storage()._withUnsafeGuaranteedRef { storage in
            var (claimed, sequence) = storage.claim(bit: bit, after: 0)
            guard !claimed.isEmpty else { return TrackingMutation(bit: bit, claimedAt: sequence) }
            if let tracking = claimed.takeSingle() {
                let oldValue = tracking.recordsValues ? value() : nil
                return fire(tracking, storage, sequence, object, bit, name, oldValue)
            }
            return fire(claimed, storage, sequence, object, bit, name, value)
        }
    }

    /// One claimed tracking: the common case, without the loops below. The change is made
    /// only if the tracking's `onChange` takes one.
    private func fire(
        _ tracking: Tracking, _ storage: RegistrarStorage, _ sequence: UInt64, _ object: AnyObject, _ bit: UInt64,
        _ name: String, _ oldValue: String?
    ) -> TrackingMutation {
        guard tracking.claim(for: TrackedChange(object: object, property: name, oldValue: oldValue)) else {
            return TrackingMutation(bit: bit, claimedAt: sequence, oldValue: oldValue)
        }
        switch tracking.delivery {
        case .willSet:
            DeliveryScope.run(storage: storage, sequence: sequence) {
                tracking.deliver(
                    TrackedChange(object: object, property: name, oldValue: oldValue), claimedFrom: storage)
            }
            return TrackingMutation(bit: bit, claimedAt: sequence, oldValue: oldValue)
        case .didSet:
            return TrackingMutation(bit: bit, claimedAt: sequence, afterStore: [tracking], oldValue: oldValue)
        }
    }

    private func fire(
        _ claimed: ClaimedTrackings, _ storage: RegistrarStorage, _ sequence: UInt64, _ object: AnyObject,
        _ bit: UInt64, _ name: String, _ value: () -> String?
    ) -> TrackingMutation {
        let oldValue = claimed.contains(where: { $0.recordsValues }) ? value() : nil
        var afterStore: [Tracking] = []
        let change = TrackedChange(object: object, property: name, oldValue: oldValue)
        for tracking in claimed where tracking.claim(for: change) {
            switch tracking.delivery {
            case .willSet:
                DeliveryScope.run(storage: storage, sequence: sequence) {
                    tracking.deliver(change, claimedFrom: storage)
                }
            case .didSet: afterStore.append(tracking)
            }
        }
        return TrackingMutation(bit: bit, claimedAt: sequence, afterStore: afterStore, oldValue: oldValue)
    }

    /// Finishes a mutation once the value is stored: fires `didSet` trackings, and any
    /// tracking that registered after ``willSet(of:_:_:)`` looked.
    @inlinable
    public func didSet(of object: AnyObject, _ mutation: TrackingMutation, _ index: Int, _ name: String) {
        // Pairs with the sequentially consistent mask update of a registering reader: either
        // the reader sees the stored value, or this load sees the reader's bit.
        atomicMemoryFence(ordering: .sequentiallyConsistent)
        guard observedMask & mutation.bit != 0 || !mutation.afterStore.isEmpty else { return }
        didSetObserved(of: object, mutation, name, describing: { nil })
    }

    /// ``didSet(of:_:_:_:)`` that also describes the new value, when the old one was.
    @inlinable
    public func didSet<Value>(
        of object: AnyObject, _ mutation: TrackingMutation, _ index: Int, _ name: String,
        newValue: @autoclosure () -> Value
    ) {
        atomicMemoryFence(ordering: .sequentiallyConsistent)
        guard observedMask & mutation.bit != 0 || !mutation.afterStore.isEmpty else { return }
        didSetObserved(of: object, mutation, name, value: newValue)
    }

    /// Not inlined, as ``willSetObserved(of:_:_:value:)``.
    @usableFromInline
    func didSetObserved<Value>(of object: AnyObject, _ mutation: TrackingMutation, _ name: String, value: () -> Value) {
        didSetObserved(of: object, mutation, name, describing: { ValueDescription.of(value() as Any) })
    }

    /// `describing` describes the new value; it runs only when the old one was described.
    @usableFromInline
    func didSetObserved(
        of object: AnyObject, _ mutation: TrackingMutation, _ name: String, describing value: () -> String?
    ) {
        let newValue = mutation.oldValue == nil ? nil : value()
        // Claim late registrations before running any didSet onChange: a tracking installed
        // by one of those runs after the store has read the new value.
        let storage = storage().takeUnretainedValue()
        let late =
            observedMask & mutation.bit != 0
            ? storage.claim(bit: mutation.bit, after: mutation.claimedAt).trackings : ClaimedTrackings()
        let change = TrackedChange(object: object, property: name, oldValue: mutation.oldValue, newValue: newValue)
        for tracking in mutation.afterStore {
            tracking.deliver(change, claimedFrom: storage)
        }
        for tracking in late where tracking.claim(for: change) {
            tracking.deliver(change, claimedFrom: storage)
        }
    }
}
