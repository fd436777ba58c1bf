/// A line of a todo.txt file as it was read: its text and its line ending, so a line nobody
/// changed is written back byte for byte.
public struct TodoTxtLine: Equatable, Sendable {
    public let text: String
    /// `\n`, `\r\n`, or empty for a last line without one.
    public let ending: String

    public init(text: String, ending: String) {
        self.text = text
        self.ending = ending
    }

    /// Whether the line holds a task (blank lines do not).
    public var isTask: Bool {
        !text.allSatisfy(\.isWhitespace)
    }

    /// Splits file contents into lines, keeping each ending.
    public static func split(_ contents: String) -> [TodoTxtLine] {
        var lines: [TodoTxtLine] = []
        var current = ""
        var scalars = contents.unicodeScalars.makeIterator()
        var pending = scalars.next()
        while let scalar = pending {
            pending = scalars.next()
            switch scalar {
            case "\n":
                lines.append(TodoTxtLine(text: current, ending: "\n"))
                current = ""
            case "\r" where pending == "\n":
                pending = scalars.next()
                lines.append(TodoTxtLine(text: current, ending: "\r\n"))
                current = ""
            default:
                current.unicodeScalars.append(scalar)
            }
        }
        if !current.isEmpty { lines.append(TodoTxtLine(text: current, ending: "")) }
        return lines
    }
}
