import Observation

/// ``ObservationSystem`` on the toolchain's Observation module.
nonisolated enum AppleObservationSystem: ObservationSystem {
    static func makeModel() -> ObservedRow { ObservedRow() }
    static func makeWide() -> ObservedWide { ObservedWide() }
    @inline(__always) static func read(_ model: ObservedRow) -> Int { model.x }
    @inline(__always) static func write(_ model: ObservedRow, _ value: Int) { model.x = value }
    @inline(__always) static func readOther(_ model: ObservedRow) -> Int { model.y }
    @inline(__always) static func writeOther(_ model: ObservedRow, _ value: Int) { model.y = value }
    @inline(__always) static func sum(_ wide: ObservedWide) -> Int { wide.sum }
    @inline(__always) static func track<T>(_ apply: () -> T, onChange: @escaping @Sendable () -> Void) -> T {
        withObservationTracking(apply, onChange: onChange)
    }
}
