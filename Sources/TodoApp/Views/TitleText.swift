import ViewTree

/// A title with its todo.txt tokens shown apart: `+project` in cyan, `@context` in magenta,
/// `key:value` in green, a `due:` date against today (``DueText``; as written once the task is
/// done). Selection is drawn around it by the row, so moving the selection does not run this
/// body.
struct TitleText: View {
    let title: String
    let day: DayClock
    /// Whether the task is done; only a title with a due date is told, the only one it changes.
    var isDone = false

    var body: some View {
        // Split on bytes: a space is one byte, and splitting by characters walks graphemes.
        let words = title.utf8.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false).map(Substring.init)
        HStack(spacing: 0) {
            ForEach(Array(words.enumerated()), id: \.offset) { index, word in
                if !isDone, word.hasPrefix("due:"), let due = CalendarDate(word.dropFirst(4)), due.dayNumber != nil {
                    DueText(due: due, day: day, spaced: index != 0)
                } else {
                    Text(index == 0 ? String(word) : " " + word)
                        .foregroundColor(Color(Self.color(of: word)))
                }
            }
        }
    }

    static func color(of word: Substring) -> TerminalColor {
        switch TodoTxtToken(word) {
        case .project: .cyan
        case .context: .magenta
        case .keyValue: .green
        case .word: .default
        }
    }
}
