/// The observers of one object, guarded by its storage's mutex.
///
/// Most objects have one observer (the row that shows them), so the first entry is kept
/// inline and only further ones go to an array.
struct ObserverList: ~Copyable {
    private var first: ObserverEntry?
    private var rest: [ObserverEntry] = []
    /// The registration clock: bumped by every registration.
    private(set) var sequence: UInt64 = 0

    /// The union of all entries' masks.
    var unionMask: UInt64 {
        rest.reduce(first?.mask ?? 0) { $0 | $1.mask }
    }

    /// Adds `bit` to the tracking's interest, merging into its latest entry when it is last.
    /// `datedTo` dates the entry to an earlier claim instead of now (see ``DeliveryScope``).
    mutating func register(_ tracking: Tracking, bit: UInt64, datedTo: UInt64? = nil) {
        sequence &+= 1
        let sequence = datedTo ?? self.sequence
        if let last = rest.indices.last {
            if rest[last].tracking === tracking {
                rest[last].mask |= bit
                rest[last].sequence = sequence
            } else {
                rest.append(ObserverEntry(tracking: tracking, mask: bit, sequence: sequence))
            }
        } else if first?.tracking === tracking {
            first!.mask |= bit
            first!.sequence = sequence
        } else if first == nil {
            first = ObserverEntry(tracking: tracking, mask: bit, sequence: sequence)
        } else {
            rest.append(ObserverEntry(tracking: tracking, mask: bit, sequence: sequence))
        }
    }

    /// Removes and returns the trackings that read `bit`, registered after `after`.
    mutating func claim(bit: UInt64, after: UInt64) -> ClaimedTrackings {
        var claimed = ClaimedTrackings()
        // The entry's fields are read in place and the tracking moved out: no retain.
        if let mask = first?.mask, mask & bit != 0, let sequence = first?.sequence, sequence > after {
            claimed.append(first.take()!.tracking)
        }
        var index = rest.startIndex
        while index < rest.endIndex {
            let entry = rest[index]
            if entry.mask & bit != 0 && entry.sequence > after {
                claimed.append(entry.tracking)
                rest.swapAt(index, rest.endIndex - 1)
                rest.removeLast()
            } else {
                index += 1
            }
        }
        // A claimed tracking ends: its entries for other properties go too, so that ending
        // it need not come back to this list.
        if !claimed.isEmpty, first != nil || !rest.isEmpty {
            if let entry = first, claimed.contains(entry.tracking) { first = nil }
            rest.removeAll { claimed.contains($0.tracking) }
        }
        promoteIfFirstIsEmpty()
        return claimed
    }

    /// Removes every entry of `tracking`.
    mutating func remove(_ tracking: Tracking) {
        if first?.tracking === tracking { first = nil }
        if !rest.isEmpty { rest.removeAll { $0.tracking === tracking } }
        promoteIfFirstIsEmpty()
    }

    /// Removes every entry and hands them back, to be let go after the lock.
    mutating func takeAll() -> (ObserverEntry?, [ObserverEntry]) {
        defer { rest = [] }
        return (first.take(), rest)
    }

    private mutating func promoteIfFirstIsEmpty() {
        if first == nil, !rest.isEmpty { first = rest.removeLast() }
    }

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
}

/// The trackings one mutation claimed: usually one, kept inline so firing allocates nothing.
struct ClaimedTrackings: Sequence {
    private var first: Tracking?
    private var rest: [Tracking] = []

    var isEmpty: Bool { first == nil }

    /// Whether `tracking` is among them.
    func contains(_ tracking: Tracking) -> Bool {
        first === tracking || rest.contains { $0 === tracking }
    }

    /// Takes out the only one, when there is exactly one, leaving them empty.
    mutating func takeSingle() -> Tracking? {
        rest.isEmpty ? first.take() : nil
    }

    mutating func append(_ tracking: Tracking) {
        if first == nil { first = tracking } else { rest.append(tracking) }
    }

    struct Iterator: IteratorProtocol {
        fileprivate var first: Tracking?
        fileprivate var rest: IndexingIterator<[Tracking]>

        mutating func next() -> Tracking? {
            if let tracking = first {
                first = nil
                return tracking
            }
            return rest.next()
        }
    }

    func makeIterator() -> Iterator {
        Iterator(first: first, rest: rest.makeIterator())
    }
}
