/// The observers of one object, guarded by its storage's mutex.
struct ObserverList: ~Copyable {
    var entries: [ObserverEntry] = []
    /// The registration clock: bumped by every registration.
    var sequence: UInt64 = 0

    /// The union of all entries' masks.
    var unionMask: UInt64 {
        entries.reduce(0) { $0 | $1.mask }
    }

    /// Adds `bit` to the tracking's interest, merging into its latest entry when it is last.
    mutating func register(_ tracking: Tracking, bit: UInt64) {
        sequence &+= 1
        if let last = entries.indices.last, entries[last].tracking === tracking {
            entries[last].mask |= bit
            entries[last].sequence = sequence
        } else {
            entries.append(ObserverEntry(tracking: tracking, mask: bit, sequence: sequence))
        }
    }

    /// Removes and returns the trackings that read `bit`, registered after `after`.
    mutating func claim(bit: UInt64, after: UInt64) -> [Tracking] {
        var claimed: [Tracking] = []
        var index = entries.startIndex
        while index < entries.endIndex {
            let entry = entries[index]
            if entry.mask & bit != 0 && entry.sequence > after {
                claimed.append(entry.tracking)
                entries.swapAt(index, entries.endIndex - 1)
                entries.removeLast()
            } else {
                index += 1
            }
        }
        return claimed
    }

    /// Removes every entry of `tracking`.
    mutating func remove(_ tracking: Tracking) {
        entries.removeAll { $0.tracking === tracking }
    }
}
