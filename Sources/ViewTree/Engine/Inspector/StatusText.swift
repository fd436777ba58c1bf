/// The two status lines: what the last frame ran, then the mode, frame time and totals.
@MainActor
enum StatusText {
    /// `2 ran: DoneCountView TodoItemView#aaa  ← TodoItem(aaa).isDone false → true`: the
    /// bodies the last frame ran, and the last model change among their causes, with its values.
    static func lastFrame(_ report: FrameReport?) -> String {
        guard let report else { return "no frame yet" }
        let count = report.evaluations.count
        let nodes = groupedNodes(report.evaluations)
        return "\(count) ran" + (nodes.isEmpty ? "" : ": \(nodes)") + lastChange(report)
    }

    /// Both panes of `--compare`: `fine 2 ran  │  coarse 9 ran  ← TodoItem(aaa).isDone` (the
    /// views themselves are in the log).
    static func compared(fine: FrameReport?, coarse: FrameReport?) -> String {
        func count(_ report: FrameReport?) -> String { report.map { "\($0.evaluations.count) ran" } ?? "no frame yet" }
        return "fine \(count(fine))  │  coarse \(count(coarse))" + lastChange(fine)
    }

    /// `compare  frame <1 ms  totals: fine 20, coarse 37`: bodies since start or `c`.
    static func comparedTotals(report: FrameReport?, fine: EvaluationCounters, coarse: EvaluationCounters) -> String {
        let time = report.map { "frame " + milliseconds($0.duration) } ?? "no frame"
        return "compare  \(time)  totals: fine \(fine.total), coarse \(coarse.total)"
    }

    /// `fine  frame <1 ms  totals: TodoItemView 9, DoneCountView 2, ...`, after `label`. No
    /// frame number: it would change on every frame and cost terminal bytes on every key (the
    /// log has it).
    static func totals(label: String, report: FrameReport?, counters: EvaluationCounters) -> String {
        let time = report.map { "frame " + milliseconds($0.duration) } ?? "no frame"
        var totals = ""
        for (viewType, runs) in counters.ranking {
            if !totals.isEmpty { totals += ", " }
            totals += "\(viewType) \(runs)"
        }
        return "\(label)  \(time)  totals: \(totals.isEmpty ? "none" : totals)"
    }

    /// `  ← TodoItem(aaa).isDone false → true`: the frame's last model change, with its old and
    /// new values when the host records them; without one, the last `@State` change (a view's
    /// own state, as a counter's).
    private static func lastChange(_ report: FrameReport?) -> String {
        guard let events = report?.evaluations else { return "" }
        let cause =
            events.last { $0.cause.isModelChange }?.cause
            ?? events.last { if case .state = $0.cause { true } else { false } }?.cause
        return cause.map { "  ← \($0)" } ?? ""
    }

    /// Single nodes by identity, several of a type as `7×TodoItemView`, in order of first run.
    private static func groupedNodes(_ events: [EvaluationEvent]) -> String {
        var order: [String] = []
        var byType: [String: [String]] = [:]
        for event in events {
            if byType[event.viewType] == nil { order.append(event.viewType) }
            byType[event.viewType, default: []].append(event.identity)
        }
        return order.map { type in
            let nodes = byType[type]!
            return nodes.count == 1 ? nodes[0] : "\(nodes.count)×\(type)"
        }.joined(separator: " ")
    }

    /// Whole milliseconds, `<1 ms` below one: finer digits would change on every frame and
    /// cost terminal bytes on every key; the evaluation log has each body's own duration.
    static func milliseconds(_ duration: Duration) -> String {
        let whole = duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
        return whole < 1 ? "<1 ms" : "\(whole) ms"
    }
}
