import Logging
import ViewTree

/// Every body evaluation as one line (`frame 12  TodoItemView#aaa  cause: TodoItem(aaa).isDone`),
/// the latest kept for the log pane and all of them passed to a logger when there is one.
public final class EvaluationLog {
    public private(set) var lines: [String] = []
    private let capacity: Int
    private let logger: Logger?

    public init(capacity: Int = 1_000, logger: Logger? = nil) {
        self.capacity = capacity
        self.logger = logger
    }

    func append(_ events: [EvaluationEvent]) {
        for event in events {
            let line = event.description
            lines.append(line)
            logger?.info("\(line)")
        }
        if lines.count > capacity { lines.removeFirst(lines.count - capacity) }
    }
}
