import Logging
import ViewTree

/// Every body evaluation as one line (`frame 12  TodoItemView#aaa  cause: TodoItem(aaa).isDone
/// false → true`), the latest kept for the log pane and all of them passed to a logger when
/// there is one, in the log's format.
public final class EvaluationLog {
    /// How the logger and ``formattedLines`` write an evaluation.
    public let format: LogFormat
    private var text: RecentLines
    /// The latest lines in the log's format when it is not text.
    private var formatted: RecentLines
    private let logger: Logger?

    /// A log keeping the last `capacity` lines, also written to `logger` in `format` when given.
    public init(capacity: Int = 1_000, logger: Logger? = nil, format: LogFormat = .text) {
        text = RecentLines(capacity: capacity)
        formatted = RecentLines(capacity: capacity)
        self.logger = logger
        self.format = format
    }

    /// Evaluations not yet written as lines: a frame's are written when the log pane or a
    /// caller reads the lines, not on every key (the pane is mostly closed).
    private var unwritten: [EvaluationEvent] = []

    /// The latest lines as text, for the log pane.
    public var lines: ArraySlice<String> {
        writeLines()
        return text.lines
    }
    /// The latest lines in ``format`` (the same as ``lines`` for text).
    public var formattedLines: ArraySlice<String> {
        writeLines()
        return format == .text ? text.lines : formatted.lines
    }

    func append(_ events: [EvaluationEvent]) {
        if let logger {
            for event in events {
                let line = format == .text ? event.description : format.line(event)
                logger.info("\(line)")
            }
        }
        unwritten.append(contentsOf: events)
        // More than the log keeps would be dropped as lines: drop them as evaluations.
        if unwritten.count >= 2 * text.capacity { unwritten.removeFirst(unwritten.count - text.capacity) }
    }

    private func writeLines() {
        for event in unwritten {
            text.append(event.description)
            if format != .text { formatted.append(format.line(event)) }
        }
        unwritten.removeAll(keepingCapacity: true)
    }
}
