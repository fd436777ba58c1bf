/// A line of a todo.txt file as it was read: its text and its line ending, so a line nobody
/// changed is written back byte for byte.
public struct TodoTxtLine: Equatable, Sendable {
    /// The line without its ending.
    public let text: String
    /// `\n`, `\r\n`, or empty for a last line without one.
    public let ending: String

    /// A line with this text and ending.
    public init(text: String, ending: String) {
        self.text = text
        self.ending = ending
    }

    /// Whether the line holds a task (blank lines do not).
    public var isTask: Bool {
        Self.holdsTask(text[...])
    }

    /// Whether `text` holds a task: it is not blank. Most lines start with a visible ASCII
    /// byte and are told from it; others go by Unicode's whitespace.
    static func holdsTask(_ text: Substring) -> Bool {
        if let first = text.utf8.first, first > 32, first < 128 { return true }
        return !text.allSatisfy(\.isWhitespace)
    }
}
