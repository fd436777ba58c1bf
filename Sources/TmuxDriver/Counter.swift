import Synchronization

/// Unique numbers within one process, for the names of sockets and output files.
enum Counter {
    private static let value = Atomic<Int>(0)

    static func next() -> Int {
        value.add(1, ordering: .relaxed).newValue
    }
}
