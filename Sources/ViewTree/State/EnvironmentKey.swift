/// A key for a value in the environment, with the value used when no view set one.
///
/// Add a computed property to ``EnvironmentValues`` that reads and writes `self[Key.self]`
/// to use it as `@Environment(\.name)` and `.environment(\.name, value)`.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}
