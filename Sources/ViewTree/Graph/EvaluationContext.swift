import CEvaluationContext

/// The node whose body is running on this thread, for `@Environment`, `@State` and
/// ``derived(_:)`` to find.
enum EvaluationContext {
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
