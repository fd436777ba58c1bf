/// The objects and properties one tracking read, kept by the thread running its `apply`.
///
/// Repeated reads of a property cost one comparison: the last storage touched is checked
/// first and a property already read is found in its mask. The first object is kept inline
/// (most trackings read one), large read sets get an index.
struct ReadSet {
    struct Read {
        let storage: RegistrarStorage
        var mask: UInt64
    }

    private var first: Read?
    private var rest: [Read] = []
    /// Position of the last storage touched: -1 for `first`, else an index into `rest`.
    private var last = -1
    private var index: [ObjectIdentifier: Int]?

    /// Whether nothing was read.
    var isEmpty: Bool { first == nil }

    /// Adds `bit` of `storage`; returns false when it was already there.
    mutating func insert(_ storage: RegistrarStorage, bit: UInt64) -> Bool {
        if last < 0 {
            if let read = first, read.storage === storage { return mergeFirst(bit) }
        } else if rest[last].storage === storage {
            return merge(bit, at: last)
        }
        guard first != nil else {
            first = Read(storage: storage, mask: bit)
            return true
        }
        if first!.storage === storage {
            last = -1
            return mergeFirst(bit)
        }
        if let found = position(of: storage) {
            last = found
            return merge(bit, at: found)
        }
        rest.append(Read(storage: storage, mask: bit))
        last = rest.count - 1
        if index != nil {
            index?[ObjectIdentifier(storage)] = last
        } else if rest.count > 16 {
            index = Dictionary(
                uniqueKeysWithValues: rest.enumerated().map { (ObjectIdentifier($1.storage), $0) })
        }
        return true
    }

    private mutating func mergeFirst(_ bit: UInt64) -> Bool {
        if first!.mask & bit != 0 { return false }
        first!.mask |= bit
        return true
    }

    private mutating func merge(_ bit: UInt64, at position: Int) -> Bool {
        if rest[position].mask & bit != 0 { return false }
        rest[position].mask |= bit
        return true
    }

    private func position(of storage: RegistrarStorage) -> Int? {
        if let index { return index[ObjectIdentifier(storage)] }
        return rest.firstIndex { $0.storage === storage }
    }

    /// Calls `body` with each storage read and the bits of the properties read in it.
    func forEachRead(_ body: (RegistrarStorage, UInt64) -> Void) {
        guard let first else { return }
        body(first.storage, first.mask)
        for read in rest { body(read.storage, read.mask) }
    }

    /// Forgets `tracking` in every storage read but `skipping`, and lets go of them all,
    /// leaving the set empty. The reads are moved out, not copied: no reference counting
    /// beyond the one release each.
    mutating func unregister(_ tracking: Tracking, skipping: RegistrarStorage?) {
        if let read = first.take(), read.storage !== skipping { read.storage.remove(tracking) }
        if !rest.isEmpty {
            for read in rest where read.storage !== skipping { read.storage.remove(tracking) }
            rest = []
        }
        last = -1
        index = nil
    }
}
