/// What a word of a todo.txt description is: `+project`, `@context`, `key:value`, or plain.
public enum TodoTxtToken: Equatable, Sendable {
    case project
    case context
    case keyValue
    case word

    /// Classifies one word of a description.
    public init(_ word: Substring) {
        guard !word.dropFirst().isEmpty else {
            self = .word
            return
        }
        switch word.first {
        case "+": self = .project
        case "@": self = .context
        default:
            // Bytes, not characters: a colon is one byte, never part of another character's,
            // and `contains(":")` on a string is Foundation's search (a row's title is
            // classified word by word each time it shows).
            let colon = UInt8(ascii: ":")
            self = word.utf8.dropFirst().contains(colon) && word.utf8.last != colon ? .keyValue : .word
        }
    }
}
