/// What one frame did: the bodies it ran and the screen region it changed.
public struct FrameReport: Sendable {
    /// The frame's number, counting from 1.
    public let number: Int
    /// Every body evaluation, in the order they ran (parents before children).
    public let evaluations: [EvaluationEvent]
    /// The cells that changed in the buffer, or nil when none did.
    public let damage: CellRect?
    /// Time for the whole frame: evaluation, layout and drawing.
    public let duration: Duration

    /// The identities of the evaluated nodes, in order.
    public var evaluatedNodes: [String] { evaluations.map(\.identity) }
}
