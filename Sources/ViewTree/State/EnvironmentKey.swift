/// A key for a value in the environment, with the value used when no view set one.
///
/// Add a computed property to ``EnvironmentValues`` that reads and writes `self[Key.self]`
/// to use it as `@Environment(\.name)` and `.environment(\.name, value)`.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Declares an environment value in an extension of ``EnvironmentValues``, as SwiftUI's
/// `@Entry` does: `@Entry var accent: Color = .blue` makes the key and the accessors, so
/// views read it with `@Environment(\.accent)` and set it with `.environment(\.accent, .red)`.
@attached(accessor, names: named(get), named(set))
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "TrackingMacros", type: "EntryMacro")
