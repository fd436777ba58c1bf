/// One task line of a todo.txt file, split into its parts.
///
/// An open task is `[(A) ][creation-date ]description`; a done one is
/// `x [(A) ][completion-date [creation-date ]]description` (the priority after the `x` as in
/// the spec's own example, for files that keep it). Only a lowercase `x` followed by a space
/// marks a task done; a priority is `(A)` to `(Z)` followed by a space; dates are `YYYY-MM-DD`
/// followed by a space. Everything else, `+project`, `@context` and `key:value` tokens
/// included, is the description, kept exactly as written.
///
/// Parsing and ``line`` are exact inverses: `TodoTxtTask(parsing: text).line` has the bytes of
/// `text` for every line, so rewriting a task changes only the parts that changed. The parts are
/// found on UTF-8 bytes, never on characters: a combining mark right after a prefix's space
/// stays with the description.
public struct TodoTxtTask: Equatable, Sendable {
    /// Whether the line starts with `x `.
    public var isDone: Bool
    /// The completion date after `x `, if any.
    public var completionDate: String?
    /// The priority letter of `(A) `, if any.
    public var priority: Character?
    /// The creation date, if any.
    public var creationDate: String?
    /// The rest of the line, exactly as written: projects, contexts and `key:value` tags included.
    public var description: String

    /// A task made of these parts; its line is written from them.
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
        self.init(parsing: line[...])
    }

    /// Parses one line (without its line ending), a part of a file's text.
    public init(parsing line: Substring) {
        var line = line
        self = line.withUTF8 { Self(parsingBytes: $0) }
    }

    /// Parses a line's bytes: the prefixes read in place, strings made only of the parts.
    private init(parsingBytes bytes: UnsafeBufferPointer<UInt8>) {
        var start = 0
        func take(_ part: (UnsafeBufferPointer<UInt8>.SubSequence) -> Int?) -> String? {
            guard let length = part(bytes[start...]) else { return nil }
            defer { start += length }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<(start + length - 1)]), as: UTF8.self)
        }
        isDone = take(Self.doneMark) != nil
        priority = take(Self.priority).flatMap { $0.dropFirst().first }
        if isDone {
            completionDate = take(Self.date)
            creationDate = completionDate == nil ? nil : take(Self.date)
        } else {
            completionDate = nil
            creationDate = take(Self.date)
        }
        description = String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self)
    }

    /// The description of `line`, found without making strings: what a filter reads on a
    /// line whose item was not made.
    static func description(in line: Substring) -> Substring {
        var line = line
        let start = line.withUTF8 { descriptionStart(in: $0) }
        return line[line.utf8.index(line.startIndex, offsetBy: start)...]
    }

    /// The description of a line's bytes.
    static func description(in line: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: line[descriptionStart(in: line)...])
    }

    /// Where the description of `line` starts, in bytes: after the done mark, the priority
    /// and the dates. On the bytes themselves, as a filter reads a million lines.
    static func descriptionStart(in line: UnsafeBufferPointer<UInt8>) -> Int {
        var start = 0
        func skip(_ part: (UnsafeBufferPointer<UInt8>.SubSequence) -> Int?) -> Bool {
            guard let length = part(line[start...]) else { return false }
            start += length
            return true
        }
        let isDone = skip(doneMark)
        _ = skip(priority)
        // A done task's creation date follows its completion date only.
        if skip(date), isDone { _ = skip(date) }
        return start
    }

    /// The priority letter of `line`, found without making strings.
    static func priority(in line: Substring) -> Character? {
        var line = line
        return line.withUTF8 { priority(in: $0) }
    }

    /// The priority letter of a line's bytes.
    static func priority(in bytes: UnsafeBufferPointer<UInt8>) -> Character? {
        let start = doneMark(bytes[...]) ?? 0
        guard priority(bytes[start...]) != nil else { return nil }
        return Character(Unicode.Scalar(bytes[start + 1]))
    }

    /// The line as todo.txt writes it.
    public var line: String {
        var text = isDone ? "x " : ""
        if let priority { text += "(\(priority)) " }
        if isDone, let completionDate { text += completionDate + " " }
        if let creationDate { text += creationDate + " " }
        return text + description
    }

    /// Two tasks are the same when every part is, the description byte for byte (two
    /// spellings of `é` are different lines).
    public static func == (lhs: TodoTxtTask, rhs: TodoTxtTask) -> Bool {
        lhs.isDone == rhs.isDone && lhs.completionDate == rhs.completionDate && lhs.priority == rhs.priority
            && lhs.creationDate == rhs.creationDate && lhs.description.utf8.elementsEqual(rhs.description.utf8)
    }

    // MARK: Prefixes, as byte lengths including their space

    private static func doneMark(_ text: UnsafeBufferPointer<UInt8>.SubSequence) -> Int? {
        text.count >= 2 && text[text.startIndex] == UInt8(ascii: "x") && text[text.startIndex + 1] == UInt8(ascii: " ")
            ? 2 : nil
    }

    private static func priority(_ text: UnsafeBufferPointer<UInt8>.SubSequence) -> Int? {
        guard text.count >= 4 else { return nil }
        let first = text.startIndex
        guard text[first] == UInt8(ascii: "("), (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(text[first + 1]),
            text[first + 2] == UInt8(ascii: ")"), text[first + 3] == UInt8(ascii: " ")
        else { return nil }
        return 4
    }

    /// `YYYY-MM-DD` and a space.
    private static func date(_ text: UnsafeBufferPointer<UInt8>.SubSequence) -> Int? {
        guard text.count >= 11 else { return nil }
        for offset in 0..<11 {
            let byte = text[text.startIndex + offset]
            switch offset {
            case 4, 7: guard byte == UInt8(ascii: "-") else { return nil }
            case 10: guard byte == UInt8(ascii: " ") else { return nil }
            default: guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            }
        }
        return 11
    }

    // MARK: Tokens of the description

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
