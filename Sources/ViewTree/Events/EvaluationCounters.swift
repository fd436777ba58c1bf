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

    mutating func count(_ events: [EvaluationEvent]) {
        for event in events {
            total += 1
            byViewType[event.viewType, default: 0] += 1
            byNode[event.identity, default: 0] += 1
        }
    }

    /// Starts counting from zero again.
    public mutating func reset() {
        self = EvaluationCounters()
    }
}
