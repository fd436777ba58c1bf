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

/// Running totals of body evaluations, by view type and by node, since start or reset.
public struct EvaluationCounters: Sendable {
    /// Body runs in all.
    public private(set) var total = 0
    /// Body runs per view type: `TodoItemView`.
    public private(set) var byViewType: [String: Int] = [:]
    /// Body runs per node: `TodoItemView#aaa`.
    public private(set) var byNode: [String: Int] = [:]

    /// Counters at zero.
    public init() {}

    /// The view types by runs, most first, ties by name: kept in that order as the counts
    /// grow, so that the status line, which shows them after every frame, does not sort.
    private(set) var ranking: [(viewType: String, runs: Int)] = []

    mutating func count(_ events: [EvaluationEvent]) {
        for event in events {
            total += 1
            let runs = byViewType[event.viewType, default: 0] + 1
            byViewType[event.viewType] = runs
            byNode[event.identity, default: 0] += 1
            rank(event.viewType, runs: runs)
        }
    }

    /// Moves `viewType`, now at `runs`, up past the types it overtook.
    private mutating func rank(_ viewType: String, runs: Int) {
        var index = ranking.count
        if runs == 1 {
            ranking.append((viewType, runs))
        } else {
            for (place, entry) in ranking.enumerated() where entry.viewType == viewType { index = place }
            ranking[index].runs = runs
        }
        while index > 0,
            ranking[index - 1].runs < runs
                || (ranking[index - 1].runs == runs && ranking[index - 1].viewType > viewType)
        {
            ranking.swapAt(index, index - 1)
            index -= 1
        }
    }

    /// Starts counting from zero again.
    public mutating func reset() {
        self = EvaluationCounters()
    }
}
