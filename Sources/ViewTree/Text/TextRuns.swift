/// Drawing a text whose parts have styles of their own (Markdown's emphasis): each line the
/// layout made is found in the text, and cut where the style changes.
enum TextRuns {
    /// `line`'s parts with their styles: `line` is found in `text` from character `start` on
    /// (moved past it), and each character takes `style` with the runs that cover it.
    static func parts(
        of line: String, in text: String, from start: inout Int, runs: [TextMarkdown.Run], style: CellStyle
    ) -> [(String, CellStyle)] {
        // A cut line ends with "…", which is not in the text.
        let body = line.hasSuffix("…") ? String(line.dropLast()) : line
        let characters = Array(text)
        let lineStart = find(Array(body), in: characters, from: start) ?? start
        start = lineStart + body.count
        var parts: [(String, CellStyle)] = []
        for (offset, character) in line.enumerated() {
            let position = lineStart + offset
            var characterStyle = style
            for run in runs where run.range.contains(position) && offset < body.count {
                characterStyle = run.change.applied(to: characterStyle)
            }
            if let last = parts.last, last.1 == characterStyle {
                parts[parts.count - 1].0.append(character)
            } else {
                parts.append((String(character), characterStyle))
            }
        }
        return parts
    }

    /// Where `part` first stands in `characters` from `start` on, skipping the spaces a wrap
    /// took out.
    private static func find(_ part: [Character], in characters: [Character], from start: Int) -> Int? {
        guard !part.isEmpty else { return start }
        var position = start
        while position + part.count <= characters.count {
            if characters[position] == part[0], Array(characters[position..<(position + part.count)]) == part {
                return position
            }
            position += 1
        }
        return nil
    }
}
