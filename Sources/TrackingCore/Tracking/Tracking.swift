import Synchronization

/// One installed tracking: the reads of one `apply` closure and the `onChange` to call once
/// when any of them changes.
///
/// A tracking ends exactly once, by firing or by ``cancel()``, whichever comes first, even
/// when several threads mutate what it read at the same moment. Ending it releases its
/// registrations and its `onChange` closure at once.
public final class Tracking: @unchecked Sendable {
    // Safety: `reads`, `handler` and `pendingChange` are written by the thread running
    // `apply` while the phase is `collecting`, and afterwards only by the one thread whose
    // compare-and-exchange ended the tracking. The phase's acquire/release orders them.
    // The one-byte fields last, side by side: the object stays in a smaller allocation size.
    @exclusivity(unchecked) private var reads = ReadSet()
    @exclusivity(unchecked) private var handler: ChangeHandler?
    @exclusivity(unchecked) private var pendingChange: PendingChange?

    /// The scope this one is nested in, while `apply` runs; reads are recorded in both.
    @exclusivity(unchecked) var enclosing: Unmanaged<Tracking>?

    /// When `onChange` runs relative to the mutation.
    public let delivery: ChangeDelivery
    /// Whether its changes carry the old and new values, described (a log wants them).
    public let recordsValues: Bool

    /// Whether `apply` read any tracked property. Set once `apply` returns, by the thread
    /// that ran it; read it on that thread (a view tree asks it to find the nodes that depend
    /// on any model at all).
    @exclusivity(unchecked) public private(set) var hasReads = false

    private let phase = Atomic<UInt8>(Phase.collecting.rawValue)

    init(delivery: ChangeDelivery, onChange: ChangeHandler, recordsValues: Bool = false) {
        self.delivery = delivery
        self.handler = onChange
        self.recordsValues = recordsValues
    }

    /// Whether the tracking can still fire: it has neither fired nor been cancelled.
    public var isActive: Bool {
        switch currentPhase {
        case .collecting, .installed: true
        case .claimedWhileCollecting, .firedWhileCollecting, .fired, .cancelled: false
        }
    }

    private var currentPhase: Phase {
        Phase(rawValue: phase.load(ordering: .acquiring))!
    }

    private func exchange(_ expected: Phase, _ desired: Phase) -> (Bool, Phase) {
        let (exchanged, original) = phase.compareExchange(
            expected: expected.rawValue, desired: desired.rawValue, ordering: .acquiringAndReleasing)
        return (exchanged, Phase(rawValue: original)!)
    }

    /// What `apply` read, one entry per property: `TodoItem(aaa).isDone = true`. For tools
    /// that explain renders; call it on the thread that changes the models, while the
    /// tracking is installed (it is empty once it fired or was cancelled).
    public var readProperties: [TrackedRead] {
        guard currentPhase == .installed else { return [] }
        var result: [TrackedRead] = []
        self.reads.forEachRead { storage, mask in
            var bits = mask
            while bits != 0 {
                let index = bits.trailingZeroBitCount
                bits &= bits - 1
                let subject = storage.subject
                result.append(TrackedRead(subject: subject, property: subject?.name(of: index) ?? "#\(index)"))
            }
        }
        return result
    }

    /// Cancels the tracking if it has not fired: `onChange` will not run, and every
    /// registration and the closure are released now. Safe to call from any thread, twice.
    public func cancel() {
        while true {
            let (exchanged, original) = exchange(.installed, .cancelled)
            if exchanged { return release() }
            guard original == .collecting else { return }
            // Still inside `apply`: the thread running it releases everything when it ends.
            if exchange(.collecting, .cancelled).0 { return }
        }
    }

    // MARK: Collecting

    /// Records a read of `bit` in `storage`, registering with the storage on the first one.
    func recordRead(_ storage: RegistrarStorage, bit: UInt64) {
        if reads.insert(storage, bit: bit) {
            storage.register(self, bit: bit)
        }
    }

    /// Runs `apply` as this thread's scope, then installs the tracking, or delivers a change
    /// that happened while `apply` ran.
    func collect<T>(_ apply: () throws -> T) rethrows -> T {
        let value: T
        do {
            value = try TrackingScope.run(self, apply)
            hasReads = !reads.isEmpty
        } catch {
            cancel()
            finishCollecting()
            throw error
        }
        finishCollecting()
        return value
    }

    private func finishCollecting() {
        while true {
            let (exchanged, original) = exchange(.collecting, .installed)
            if exchanged { return }
            switch original {
            case .claimedWhileCollecting:
                // A writer is storing its change; it takes a few instructions.
                continue
            case .firedWhileCollecting:
                phase.store(Phase.fired.rawValue, ordering: .releasing)
                let change = pendingChange!.change
                pendingChange = nil
                return deliver(change)
            case .cancelled:
                return release()
            case .collecting, .installed, .fired:
                return
            }
        }
    }

    // MARK: Firing

    /// Claims the tracking for `change`. Returns true when the caller must ``deliver(_:)``;
    /// false when it already ended, or when it is still collecting and its owner delivers.
    func claim(for change: @autoclosure () -> TrackedChange) -> Bool {
        while true {
            let (exchanged, original) = exchange(.installed, .fired)
            if exchanged { return true }
            guard original == .collecting else { return false }
            if exchange(.collecting, .claimedWhileCollecting).0 {
                pendingChange = PendingChange(change())
                phase.store(Phase.firedWhileCollecting.rawValue, ordering: .releasing)
                return false
            }
        }
    }

    /// Releases the registrations and calls `onChange` once; only after a winning claim.
    /// `claimedFrom` is the storage whose claim removed all of the tracking's entries: it is
    /// not asked again (one lock less per fire). The change is made only for an `onChange`
    /// that takes it: a plain one never retains the changed object.
    func deliver(_ change: @autoclosure () -> TrackedChange, claimedFrom storage: RegistrarStorage? = nil) {
        // Moved out, not copied: no reference counting of the closure on the way.
        guard let onChange = handler.take() else { return release(skipping: storage) }
        release(skipping: storage)
        switch consume onChange {
        case .plain(let onChange): onChange()
        case .explained(let onChange): onChange(change())
        }
    }

    private func release(skipping claimedStorage: RegistrarStorage? = nil) {
        handler = nil
        reads.unregister(self, skipping: claimedStorage)
    }

    /// The life of a ``Tracking``, advanced by atomic compare-and-exchange so that exactly one
    /// thread wins each ending: one fire, or one cancel.
    private enum Phase: UInt8 {
        /// `apply` is running; reads are being recorded.
        case collecting
        /// A mutation claimed the tracking while `apply` ran; its change is being written.
        case claimedWhileCollecting
        /// A mutation fired the tracking while `apply` ran; the owner delivers it after `apply`.
        case firedWhileCollecting
        /// Installed and waiting for a change.
        case installed
        /// Fired: `onChange` ran or is running. Terminal.
        case fired
        /// Cancelled before any change. Terminal.
        case cancelled
    }

    /// A change that fired a tracking while its `apply` was still running, handed to the thread
    /// running `apply`. Boxed because it is rare: trackings do not carry its size.
    private final class PendingChange: Sendable {
        let change: TrackedChange

        init(_ change: TrackedChange) {
            self.change = change
        }
    }

    /// The `onChange` of a tracking, in either of its two shapes, stored without a wrapper
    /// closure (one allocation less per tracking).
    enum ChangeHandler: Sendable {
        case plain(@Sendable () -> Void)
        case explained(@Sendable (TrackedChange) -> Void)
    }
}
