/// The trackings one mutation claimed: usually one, kept inline so firing allocates nothing.
struct ClaimedTrackings: Sequence {
    private var first: Tracking?
    private var rest: [Tracking] = []

    var isEmpty: Bool { first == nil }

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
