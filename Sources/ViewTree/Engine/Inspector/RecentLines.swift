/// The latest lines of a log, at most a capacity of them: what an evaluation log pane shows.
///
/// Appending is amortised O(1): the lines are trimmed back to the capacity only once twice
/// as many have come, so a frame's few lines move no others (trimming on every append moved
/// the whole log each frame).
public struct RecentLines: Sendable {
    /// How many lines ``lines`` keeps.
    public let capacity: Int
    private var storage: [String] = []

    /// An empty log that keeps the latest `capacity` lines.
    public init(capacity: Int = 1_000) {
        self.capacity = max(1, capacity)
    }

    /// The latest lines, oldest first.
    public var lines: ArraySlice<String> {
        storage.suffix(capacity)
    }

    /// Adds `line` as the newest.
    public mutating func append(_ line: String) {
        storage.append(line)
        if storage.count >= 2 * capacity { storage.removeFirst(storage.count - capacity) }
    }

    /// Adds `lines` in order, the last the newest.
    public mutating func append<Lines: Sequence<String>>(contentsOf lines: Lines) {
        for line in lines { append(line) }
    }
}
