import Logging
import ViewTree

/// Every body evaluation as one line (`frame 12  TodoItemView#aaa  cause: TodoItem(aaa).isDone
/// false → true`), the latest kept for the log pane and all of them passed to a logger when
/// there is one, in the log's format.
public final class EvaluationLog {
    /// The latest lines as text, for the log pane.
    public private(set) var lines: [String] = []
    /// The latest lines in ``format`` (the same as ``lines`` for text).
    public private(set) var formattedLines: [String] = []
    /// How the logger and ``formattedLines`` write an evaluation.
    public let format: LogFormat
    private let capacity: Int
    private let logger: Logger?

    /// A log keeping the last `capacity` lines, also written to `logger` in `format` when given.
    public init(capacity: Int = 1_000, logger: Logger? = nil, format: LogFormat = .text) {
        self.capacity = capacity
        self.logger = logger
        self.format = format
    }

    func append(_ events: [EvaluationEvent]) {
        for event in events {
            let line = event.description
            lines.append(line)
            let formatted = format == .text ? line : format.line(event)
            if format != .text { formattedLines.append(formatted) }
            logger?.info("\(formatted)")
        }
        if lines.count > capacity { lines.removeFirst(lines.count - capacity) }
        if formattedLines.count > capacity { formattedLines.removeFirst(formattedLines.count - capacity) }
        if format == .text { formattedLines = lines }
    }
}
