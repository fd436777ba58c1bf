/// One task line of a todo.txt file, split into its parts:
/// `[x [completion-date ]][(A) ][creation-date ]description`.
///
/// Only a lowercase `x` followed by a space marks a task done; a priority is `(A)` to `(Z)`
/// followed by a space; dates are `YYYY-MM-DD`. Everything else, `+project`, `@context` and
/// `key:value` tokens included, is the description, kept exactly as written.
public struct TodoTxtTask: Equatable, Sendable {
    public var isDone: Bool
    public var completionDate: String?
    public var priority: Character?
    public var creationDate: String?
    public var description: String

    public init(
        isDone: Bool = false, completionDate: String? = nil, priority: Character? = nil, creationDate: String? = nil,
        description: String
    ) {
        self.isDone = isDone
        self.completionDate = completionDate
        self.priority = priority
        self.creationDate = creationDate
        self.description = description
    }

    /// Parses one line (without its line ending).
    public init(parsing line: String) {
        var rest = Substring(line)
        isDone = false
        completionDate = nil
        priority = nil
        creationDate = nil
        if rest.hasPrefix("x ") {
            isDone = true
            rest = rest.dropFirst(2)
            if let date = Self.leadingDate(rest) {
                completionDate = String(date)
                rest = rest.dropFirst(11)
            }
        }
        let head = Array(rest.utf8.prefix(4))
        if head.count == 4, head[0] == UInt8(ascii: "("), (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(head[1]),
            head[2] == UInt8(ascii: ")"), head[3] == UInt8(ascii: " "), let letter = rest.dropFirst().first
        {
            priority = letter
            rest = rest.dropFirst(4)
        }
        if let date = Self.leadingDate(rest) {
            creationDate = String(date)
            rest = rest.dropFirst(11)
        }
        description = String(rest)
    }

    /// The line as todo.txt writes it.
    public var line: String {
        var parts: [String] = []
        if isDone {
            parts.append("x")
            if let completionDate { parts.append(completionDate) }
        }
        if let priority { parts.append("(\(priority))") }
        if let creationDate { parts.append(creationDate) }
        parts.append(description)
        return parts.joined(separator: " ")
    }

    /// `YYYY-MM-DD` at the start of `text` when a space follows it.
    private static func leadingDate(_ text: Substring) -> Substring? {
        let bytes = text.utf8.prefix(11)
        guard bytes.count == 11 else { return nil }
        for (offset, byte) in bytes.enumerated() {
            switch offset {
            case 4, 7: guard byte == UInt8(ascii: "-") else { return nil }
            case 10: guard byte == UInt8(ascii: " ") else { return nil }
            default: guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            }
        }
        return text.prefix(10)
    }

    /// The `+project` tokens of the description.
    public var projects: [Substring] { tokens(.project) }

    /// The `@context` tokens of the description.
    public var contexts: [Substring] { tokens(.context) }

    /// The value of a `key:value` token, e.g. `due`.
    public func value(for key: String) -> Substring? {
        description.split(separator: " ").first { $0.hasPrefix(key + ":") && $0.count > key.count + 1 }?
            .dropFirst(key.count + 1)
    }

    private func tokens(_ kind: TodoTxtToken) -> [Substring] {
        description.split(separator: " ").filter { TodoTxtToken($0) == kind }
    }
}
