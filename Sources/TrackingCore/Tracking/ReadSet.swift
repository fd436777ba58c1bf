/// The objects and properties one tracking read, kept by the thread running its `apply`.
///
/// Repeated reads of a property cost one comparison: the last storage touched is checked
/// first and a property already read is found in its mask. Large read sets get an index.
struct ReadSet {
    struct Read {
        let storage: RegistrarStorage
        var mask: UInt64
    }

    private(set) var reads: [Read] = []
    private var lastIndex = 0
    private var index: [ObjectIdentifier: Int]?

    /// Adds `bit` of `storage`; returns false when it was already there.
    mutating func insert(_ storage: RegistrarStorage, bit: UInt64) -> Bool {
        if lastIndex < reads.count, reads[lastIndex].storage === storage {
            return merge(bit, at: lastIndex)
        }
        if let found = position(of: storage) {
            lastIndex = found
            return merge(bit, at: found)
        }
        reads.append(Read(storage: storage, mask: bit))
        lastIndex = reads.count - 1
        if index != nil {
            index?[ObjectIdentifier(storage)] = lastIndex
        } else if reads.count > 16 {
            index = Dictionary(
                uniqueKeysWithValues: reads.enumerated().map { (ObjectIdentifier($1.storage), $0) })
        }
        return true
    }

    private mutating func merge(_ bit: UInt64, at position: Int) -> Bool {
        if reads[position].mask & bit != 0 { return false }
        reads[position].mask |= bit
        return true
    }

    private func position(of storage: RegistrarStorage) -> Int? {
        if let index { return index[ObjectIdentifier(storage)] }
        return reads.firstIndex { $0.storage === storage }
    }

    /// Forgets everything, releasing the storages.
    mutating func removeAll() {
        reads = []
        index = nil
        lastIndex = 0
    }
}
