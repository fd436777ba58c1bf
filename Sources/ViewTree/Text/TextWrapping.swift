import CellGrid

/// Breaking text into lines of at most a number of cells, as SwiftUI's `Text` wraps: at
/// spaces and between wide characters, each line without the spaces it broke at; a word
/// longer than a line is broken between characters (a wide character is never split); a
/// newline always starts a line.
enum TextWrapping {
    /// The lines of `text` in `width` cells, as many as it needs.
    static func lines(_ text: String, width: Int) -> [Substring] {
        guard width > 0 else { return [] }
        var lines: [Substring] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            wrap(paragraph, width: width, into: &lines)
        }
        return lines
    }

    /// Adds the lines of one paragraph (no newline in it).
    private static func wrap(_ paragraph: Substring, width: Int, into lines: inout [Substring]) {
        // Most texts fit on one line: no walk through the words.
        if DisplayWidth.of(paragraph) <= width { return lines.append(paragraph) }
        var lineStart = paragraph.startIndex
        var lineEnd = paragraph.startIndex
        var used = 0
        var index = paragraph.startIndex
        while index < paragraph.endIndex {
            // A run of spaces, then a word.
            var wordStart = index
            var spaces = 0
            while wordStart < paragraph.endIndex, paragraph[wordStart] == " " {
                spaces += 1
                wordStart = paragraph.index(after: wordStart)
            }
            // A word ends at a space; a wide character (Chinese, Japanese, Korean) is a word
            // of its own, as those scripts break between any two characters.
            var wordEnd = wordStart
            var wordWidth = 0
            while wordEnd < paragraph.endIndex, paragraph[wordEnd] != " " {
                let cells = DisplayWidth.of(paragraph[wordEnd])
                if cells == 2, wordWidth > 0 { break }
                wordWidth += cells
                wordEnd = paragraph.index(after: wordEnd)
                if cells == 2 { break }
            }
            if wordStart == wordEnd {
                index = wordEnd
                continue
            }
            if used > 0, used + spaces + wordWidth <= width {
                used += spaces + wordWidth
                lineEnd = wordEnd
            } else if used == 0, lineStart == lineEnd, spaces + wordWidth <= width {
                // Leading spaces of the paragraph stay, as typed.
                used = spaces + wordWidth
                lineEnd = wordEnd
            } else {
                if lineStart < lineEnd { lines.append(paragraph[lineStart..<lineEnd]) }
                (lineStart, used) = breakLongWord(paragraph[wordStart..<wordEnd], width: width, into: &lines)
                lineEnd = wordEnd
            }
            index = wordEnd
        }
        if lineStart < lineEnd || lines.isEmpty { lines.append(paragraph[lineStart..<lineEnd]) }
    }

    /// Adds the full lines of a word that does not fit on a line of its own; returns where
    /// its last part starts and how wide that part is.
    private static func breakLongWord(
        _ word: Substring, width: Int, into lines: inout [Substring]
    ) -> (start: Substring.Index, used: Int) {
        var start = word.startIndex
        var used = 0
        var index = word.startIndex
        while index < word.endIndex {
            let cells = DisplayWidth.of(word[index])
            if used + cells > width, used > 0 {
                lines.append(word[start..<index])
                start = index
                used = 0
            }
            used += cells
            index = word.index(after: index)
        }
        return (start, used)
    }
}
