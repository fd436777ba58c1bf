import CEvaluationContext

/// The node whose body is running on this thread, for `@Environment`, `@State` and
/// ``derived(_:)`` to find.
@MainActor
enum EvaluationContext {
    /// Records that the running body read the environment entry `key`; nothing when no body
    /// is running. Callable from anywhere: environment values are read outside bodies too.
    /// The entry's type names it, described only if its change is reported: every `Text`
    /// reads three entries.
    nonisolated static func recordEnvironmentRead(_ key: ObjectIdentifier, of type: Any.Type) {
        guard evaluation_context_current() != nil else { return }
        // A body is running on this thread, and bodies run on the main actor.
        MainActor.assumeIsolated { current?.recordEnvironmentRead(key, of: type) }
    }

    static var current: ComposedNode? {
        evaluation_context_current().map { Unmanaged<ComposedNode>.fromOpaque($0).takeUnretainedValue() }
    }

    /// Runs `body` with `node` as the current node, restoring the previous one after.
    static func run<T>(_ node: ComposedNode, _ body: () -> T) -> T {
        let previous = evaluation_context_current()
        evaluation_context_set_current(Unmanaged.passUnretained(node).toOpaque())
        defer { evaluation_context_set_current(previous) }
        return body()
    }
}
