/// What a word of a todo.txt description is: `+project`, `@context`, `key:value`, or plain.
public enum TodoTxtToken: Equatable, Sendable {
    case project
    case context
    case keyValue
    case word

    /// Classifies one word of a description.
    public init(_ word: Substring) {
        guard word.count > 1 else {
            self = .word
            return
        }
        switch word.first {
        case "+": self = .project
        case "@": self = .context
        default: self = word.dropFirst().contains(":") && !word.hasSuffix(":") ? .keyValue : .word
        }
    }
}
