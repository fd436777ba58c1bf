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
        !text.allSatisfy(\.isWhitespace)
    }

    /// Splits file contents into lines, keeping each ending. Scans UTF-8 bytes: a newline
    /// byte never occurs inside a multi-byte character.
    public static func split(_ contents: String) -> [TodoTxtLine] {
        var lines: [TodoTxtLine] = []
        let bytes = contents.utf8
        var start = bytes.startIndex
        var index = start
        while index != bytes.endIndex {
            if bytes[index] == 10 {
                let before = index > start ? bytes.index(before: index) : index
                let crlf = index > start && bytes[before] == 13
                let end = crlf ? before : index
                lines.append(TodoTxtLine(text: String(contents[start..<end]), ending: crlf ? "\r\n" : "\n"))
                start = bytes.index(after: index)
            }
            index = bytes.index(after: index)
        }
        if start != bytes.endIndex { lines.append(TodoTxtLine(text: String(contents[start...]), ending: "")) }
        return lines
    }
}
