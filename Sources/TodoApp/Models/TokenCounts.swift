import TrackingCore

/// How many open tasks name each `+project` and `@context` of the file (done tasks' with
/// none), for the sidebar and completion: one tracked
/// ``TokenCount`` a token, so a toggle changes the one or two counts its task names and runs
/// only their views. Made when the sidebar first shows (one pass over the titles, lines not
/// made into items), then kept as items change through their list.
@Trackable
public final class TokenCounts {
    /// The counts, projects then contexts, each in alphabetical order. Changes only when a
    /// token is seen for the first time.
    public private(set) var tokens: [TokenCount] = []
    @TrackingIgnored private var byToken: [String: TokenCount] = [:]
    /// What each item changed since the count was made adds: its tokens while open. Items
    /// not here add what their file line does.
    @TrackingIgnored private var counted: [Int: [String]] = [:]
    /// The tokens of an item's file line while the line is open; none for an item not from
    /// the file.
    @TrackingIgnored private var original: (Int) -> [String]

    /// The counts of `items`' open tasks.
    init(items: TodoItems) {
        original = items.lineTokens(ofID:)
        items.forEachTask { id, isDone, title, isMade in
            // A done task's tokens are listed too, with nothing added: todo.sh's listproj
            // lists every project of the file, and completion offers them.
            let tokens = Self.tokens(in: title)
            add(tokens, by: isDone ? 0 : 1)
            if isMade { counted[id] = isDone ? [] : tokens }
        }
    }

    /// Counts `item` as it is now instead of as it was.
    func update(_ item: TodoItem) {
        let tokens = Self.tokens(in: item.title[...])
        let new = item.isDone ? [] : tokens
        add(counted[item.id] ?? original(item.id), by: -1)
        add(new, by: 1)
        if item.isDone { add(tokens, by: 0) }
        counted[item.id] = new
    }

    /// Counts `item`, which joined the list (added, or put back by an undo): it counted
    /// nothing before, whatever its line in the file says (deleted before the count was made,
    /// it was not counted from its line).
    func insert(_ item: TodoItem) {
        counted[item.id] = []
        update(item)
    }

    /// Stops counting `item`, which left the list.
    func remove(_ item: TodoItem) {
        add(counted[item.id] ?? original(item.id), by: -1)
        counted[item.id] = []
    }

    private func add(_ tokens: [String], by change: Int) {
        var added = false
        for token in tokens {
            if let count = byToken[token] {
                // Not set when nothing changes: its view would run for nothing.
                if change != 0 { count.open += change }
            } else {
                let count = TokenCount(token: token, open: change)
                byToken[token] = count
                added = true
            }
        }
        if added {
            // Projects first, then contexts.
            self.tokens = byToken.values.sorted {
                ($0.token.first == "+" ? 0 : 1, $0.token) < ($1.token.first == "+" ? 0 : 1, $1.token)
            }
        }
    }

    /// The distinct `+project` and `@context` words of a title, in order.
    static func tokens(in title: Substring) -> [String] {
        var seen: [String] = []
        for word in title.split(separator: " ") {
            let kind = TodoTxtToken(word)
            guard kind == .project || kind == .context else { continue }
            let token = String(word)
            if !seen.contains(token) { seen.append(token) }
        }
        return seen
    }
}

extension TodoList {
    /// The counts of open tasks per project and context, made on the first call.
    @discardableResult
    public func countTokens() -> TokenCounts {
        if let tokenCounts { return tokenCounts }
        let counts = TokenCounts(items: items)
        tokenCounts = counts
        return counts
    }
}

/// One token's count of open tasks.
@Trackable
public final class TokenCount: Identifiable {
    /// `+project` or `@context`.
    public let token: String
    /// How many open tasks name it.
    public internal(set) var open: Int

    init(token: String, open: Int) {
        self.token = token
        self.open = open
    }

    /// The token identifies its count.
    public var id: String { token }
}
