/// The two status lines: what the last frame ran, then the mode, frame time and totals.
@MainActor
enum StatusText {
    /// `2 ran: DoneCountView TodoItemView#aaa  ← TodoItem(aaa).isDone false → true`: the
    /// bodies the last frame ran, and the last model change among their causes, with its values.
    static func lastFrame(_ report: FrameReport?) -> String {
        guard let report else { return "no frame yet" }
        let nodes = groupedNodes(report.evaluations)
        // One string grown in place: this is built on every frame.
        var line = String(report.evaluations.count)
        line.reserveCapacity(96)
        line += " ran"
        if !nodes.isEmpty {
            line += ": "
            line += nodes
        }
        line += lastChange(report)
        return line
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
    /// log has it). Types stop once the line is wider than `width` cells: the line is cut
    /// there, and the ranking grows with every type that ran.
    static func totals(label: String, report: FrameReport?, counters: EvaluationCounters, width: Int = .max)
        -> String
    {
        // One string grown in place, each entry's cells counted from its parts: this is
        // built on every frame.
        var line = label
        line.reserveCapacity(128)
        line += "  "
        line += report.map { "frame " + milliseconds($0.duration) } ?? "no frame"
        line += "  totals: "
        var cells = DisplayWidth.of(line)
        let ranking = counters.ranking
        if ranking.isEmpty { return line + "none" }
        for index in ranking.indices {
            if cells > width { break }
            let (viewType, runs) = ranking[index]
            let count = String(runs)
            if index > 0 { line += ", " }
            line += viewType
            line += " "
            line += count
            cells += (index > 0 ? 2 : 0) + DisplayWidth.of(viewType) + 1 + count.utf8.count
        }
        return line
    }

    /// `  ← TodoItem(aaa).isDone false → true`: the frame's last model change, with its old and
    /// new values when the host records them; without one, the last `@State` change (a view's
    /// own state, as a counter's).
    private static func lastChange(_ report: FrameReport?) -> String {
        guard let events = report?.evaluations else { return "" }
        // Loops, not `last(where:)`: this runs on every frame, and a closure made on the main
        // actor checks its executor at each call.
        var cause: EvaluationCause?
        for event in events.reversed() {
            if event.cause.isModelChange { return "  ← \(event.cause)" }
            if cause == nil, case .state = event.cause { cause = event.cause }
        }
        return cause.map { "  ← \($0)" } ?? ""
    }

    /// Single nodes by identity, several of a type as `7×TodoItemView`, in order of first run.
    private static func groupedNodes(_ events: [EvaluationEvent]) -> String {
        // A frame runs few types: a list searched in place costs less than a dictionary.
        var groups: [(viewType: String, identity: String, count: Int)] = []
        for event in events {
            var found = false
            for index in groups.indices where groups[index].viewType == event.viewType {
                groups[index].count += 1
                found = true
                break
            }
            if !found { groups.append((event.viewType, event.identity, 1)) }
        }
        var text = ""
        for group in groups {
            if !text.isEmpty { text += " " }
            text += group.count == 1 ? group.identity : "\(group.count)×\(group.viewType)"
        }
        return text
    }

    /// Whole milliseconds, `<1 ms` below one: finer digits would change on every frame and
    /// cost terminal bytes on every key; the evaluation log has each body's own duration.
    static func milliseconds(_ duration: Duration) -> String {
        let whole = duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
        return whole < 1 ? "<1 ms" : "\(whole) ms"
    }
}
