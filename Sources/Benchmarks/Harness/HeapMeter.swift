import CHeapStats

/// Bytes currently allocated on the heap, as the allocator counts them.
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
}
