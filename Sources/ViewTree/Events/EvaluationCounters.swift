/// Running totals of body evaluations, by view type and by node, since start or reset.
public struct EvaluationCounters: Sendable {
    public private(set) var total = 0
    public private(set) var byViewType: [String: Int] = [:]
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
