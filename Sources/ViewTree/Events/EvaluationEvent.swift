/// One run of one view's body.
public struct EvaluationEvent: Sendable, CustomStringConvertible {
    /// The frame it ran in; frames count from 1.
    public let frame: Int
    /// The view's type name, e.g. `TodoItemView`.
    public let viewType: String
    /// The node's readable identity, e.g. `TodoItemView#aaa`.
    public let identity: String
    /// Why it ran.
    public let cause: EvaluationCause
    /// How long the body took, not counting its children's bodies.
    public let duration: Duration
    /// Where the node is on screen after the frame; nil when it is no longer shown.
    public internal(set) var region: CellRect?

    /// `frame 2  TodoItemView#aaa  cause: TodoItem(aaa).isDone false → true`.
    public var description: String {
        "frame \(frame)  \(identity)  cause: \(cause)"
    }
}
