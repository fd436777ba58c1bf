import ViewTree

/// Completion of `+project` and `@context` while a title is typed: the word being typed, when
/// it starts with `+` or `@`, is offered the file's tokens that start with it; Tab takes the
/// first.
enum TokenCompletion {
    /// The tokens that complete the last word of `title`, the most used first (at most five).
    static func suggestions(for title: String, in list: TodoList) -> [String] {
        guard let word = title.split(separator: " ", omittingEmptySubsequences: false).last,
            let first = word.first, first == "+" || first == "@"
        else { return [] }
        return list.countTokens().tokens
            .filter { $0.token.hasPrefix(word) && $0.token != word }
            .sorted { ($0.open, $1.token) > ($1.open, $0.token) }
            .prefix(5).map(\.token)
    }

    /// Completes the last word of `title` with its first suggestion and a space; false when
    /// there is none.
    static func complete(_ title: Binding<String>, in list: TodoList) -> Bool {
        guard let token = suggestions(for: title.wrappedValue, in: list).first,
            let space = title.wrappedValue.lastIndex(of: " ").map({ title.wrappedValue.index(after: $0) })
                ?? Optional(title.wrappedValue.startIndex)
        else { return false }
        title.wrappedValue.replaceSubrange(space..., with: token + " ")
        return true
    }

    /// The line under the title: what Tab would take, and the other tokens that fit.
    struct Line: View {
        let item: TodoItem
        let list: TodoList

        var body: some View {
            let suggestions = TokenCompletion.suggestions(for: item.title, in: list)
            if suggestions.isEmpty {
                Text(" ")
            } else {
                Text("Tab: " + suggestions.joined(separator: "  ")).foregroundColor(.brightBlack)
            }
        }
    }
}
