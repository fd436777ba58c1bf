/// Rows whose body just ran, marked in the inspector's gutter until they expire (like
/// "highlight updates" in React DevTools): a body that reads what changed flashes its rows
/// only; one that holds an `ObservableObject` flashes with every holder.
struct HighlightMarks {
    static let duration = Duration.milliseconds(300)

    private(set) var expiries: [Int: ContinuousClock.Instant] = [:]

    /// Marks the rows of each region (screen rows, `offset` added) until `now` plus the duration.
    mutating func mark(_ regions: [CellRect], offset: Int, limit: Int, now: ContinuousClock.Instant) {
        for region in regions {
            for row in region.y..<(region.y + region.height) where row + offset < limit {
                expiries[row + offset] = now + Self.duration
            }
        }
    }

    /// Drops the marks that have expired; true when any did.
    mutating func expire(now: ContinuousClock.Instant) -> Bool {
        let before = expiries.count
        expiries = expiries.filter { $0.value > now }
        return expiries.count != before
    }

    mutating func clear() {
        expiries = [:]
    }

    var nextExpiry: ContinuousClock.Instant? {
        expiries.values.min()
    }
}
