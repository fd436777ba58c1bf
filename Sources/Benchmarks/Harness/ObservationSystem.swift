/// The operations every case needs, implemented once per framework so each case is written
/// once and specialized for both.
nonisolated protocol ObservationSystem: SendableMetatype {
    associatedtype Model: AnyObject & Sendable
    associatedtype Wide: AnyObject & Sendable

    static func makeModel() -> Model
    static func makeWide() -> Wide
    static func read(_ model: Model) -> Int
    static func write(_ model: Model, _ value: Int)
    static func readOther(_ model: Model) -> Int
    static func writeOther(_ model: Model, _ value: Int)
    static func sum(_ wide: Wide) -> Int
    static func track<T>(_ apply: () -> T, onChange: @escaping @Sendable () -> Void) -> T
}
