#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Monotonic nanoseconds, for timing loops.
enum Stopwatch {
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// Nanoseconds per operation of `body`, which runs `operations` operations.
    static func nanoseconds(per operations: Int, _ body: () -> Void) -> Double {
        let start = now()
        body()
        return Double(now() - start) / Double(operations)
    }

    /// The median of `rounds` measurements.
    static func median(rounds: Int = 5, _ measure: () -> Double) -> Double {
        let samples = (0..<rounds).map { _ in measure() }.sorted()
        return samples[samples.count / 2]
    }
}
