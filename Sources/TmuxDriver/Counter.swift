import Synchronization

/// Numbers sessions within one test process.
final class Counter: Sendable {
    private let value = Atomic<Int>(0)

    func next() -> Int {
        value.add(1, ordering: .relaxed).newValue
    }
}
