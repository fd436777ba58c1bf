import CHeapStats

/// The heap as the allocator counts it: bytes held, and allocations made.
enum HeapMeter {
    static func allocatedBytes() -> Int {
        Int(heap_stats_allocated_bytes())
    }

    /// Heap bytes that `body` leaves allocated, per unit of `count`.
    static func bytes<T>(per count: Int, _ body: () -> T) -> (perUnit: Double, kept: T) {
        let before = allocatedBytes()
        let kept = body()
        return (Double(allocatedBytes() - before) / Double(count), kept)
    }

    /// Allocations `body` makes, per unit of `count` (freed ones included); nil where the
    /// allocator is not counted.
    static func allocations(per count: Int, _ body: () -> Void) -> Double? {
        let before = heap_stats_allocation_count()
        body()
        let after = heap_stats_allocation_count()
        return after == 0 ? nil : Double(after - before) / Double(count)
    }
}
