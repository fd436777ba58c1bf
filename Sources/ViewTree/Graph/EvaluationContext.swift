import CEvaluationContext

/// The node whose body is running on this thread, for `@Environment`, `@State` and
/// ``derived(_:)`` to find.
@MainActor
enum EvaluationContext {
    /// Records that the running body read the environment entry `key`; nothing when no body
    /// is running. Callable from anywhere: environment values are read outside bodies too.
    nonisolated static func recordEnvironmentRead(_ key: ObjectIdentifier, name: String) {
        guard evaluation_context_current() != nil else { return }
        // A body is running on this thread, and bodies run on the main actor.
        MainActor.assumeIsolated { current?.recordEnvironmentRead(key, name: name) }
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
