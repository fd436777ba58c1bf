import TrackingCore

/// ``ObservationSystem`` on TrackingCore.
nonisolated enum TrackingCoreSystem: ObservationSystem {
    static func makeModel() -> TrackedRow { TrackedRow() }
    static func makeWide() -> TrackedWide { TrackedWide() }
    @inline(__always) static func read(_ model: TrackedRow) -> Int { model.x }
    @inline(__always) static func write(_ model: TrackedRow, _ value: Int) { model.x = value }
    @inline(__always) static func readOther(_ model: TrackedRow) -> Int { model.y }
    @inline(__always) static func writeOther(_ model: TrackedRow, _ value: Int) { model.y = value }
    @inline(__always) static func sum(_ wide: TrackedWide) -> Int { wide.sum }
    @inline(__always) static func track<T>(_ apply: () -> T, onChange: @escaping @Sendable () -> Void) -> T {
        withTracking(apply, onChange: onChange)
    }
}
