import Synchronization

/// What one tracking's life cannot go below on this machine, whatever the framework: the
/// work case (d) must do, done bare. A tracking is an object the installer allocates and the
/// firing frees, and the object it read keeps its observers behind a lock taken to register,
/// to claim on the write, and to forget the tracking's other reads.
enum FloorCase {
    private final class Box {
        var words: (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int) = (
            0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
        )
    }

    /// Nanoseconds for one allocation and release of a 128-byte object and three
    /// uncontended lock and unlock pairs.
    static func allocationAndThreeLocks(operations: Int = 1_000_000) -> Double {
        let lock = Mutex(0)
        return Stopwatch.median {
            Stopwatch.nanoseconds(per: operations) {
                for value in 0..<operations {
                    let box = Box()
                    box.words.0 = value
                    blackHole(box)
                    for _ in 0..<3 { lock.withLock { $0 &+= 1 } }
                }
            }
        }
    }
}
