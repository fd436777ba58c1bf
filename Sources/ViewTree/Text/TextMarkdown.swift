/// The inline Markdown a `Text` literal may hold, as SwiftUI reads it: `**bold**` (or
/// `__bold__`), `*italic*` (or `_italic_`), `~~struck~~`, `` `code` ``, `[a link](url)`,
/// backslash escapes, and `^[3 apple](inflect: true)`, whose words agree (see
/// ``Inflection``). The markers go; what they mark becomes runs of style. A marker that opens
/// nothing (`2 * 3`, a lone `_` inside a word) stays as written, as CommonMark says.
enum TextMarkdown {
    /// A part of a text in a style of its own: characters `range` (offsets in the text).
    struct Run: Hashable {
        let range: Range<Int>
        let change: StyleChange
    }

    /// The characters that may start Markdown: a text without them is returned as it is.
    private static let markers: Set<Character> = ["*", "_", "~", "`", "[", "\\"]

    /// `source` with its Markdown read: the text shown and its styled runs.
    static func parse(_ source: String) -> (text: String, runs: [Run]) {
        guard mayHoldMarkdown(source) else { return (source, []) }
        let characters = Array(source)
        var text: [Character] = []
        var runs: [Run] = []
        var open: [(marker: String, start: Int)] = []
        var index = 0
        func closes(_ marker: String, at position: Int) -> Bool {
            open.contains { $0.marker == marker } && position > 0 && !characters[position - 1].isWhitespace
        }
        func opensLater(_ marker: String, at position: Int) -> Bool {
            let after = position + marker.count
            guard after < characters.count, !characters[after].isWhitespace else { return false }
            // `_` inside a word (snake_case) opens nothing.
            if marker.hasPrefix("_"), position > 0,
                characters[position - 1].isLetter || characters[position - 1].isNumber
            {
                return false
            }
            return String(characters[after...]).contains(marker)
        }
        func starts(_ marker: String, at position: Int) -> Bool {
            position + marker.count <= characters.count
                && String(characters[position..<(position + marker.count)]) == marker
        }
        while index < characters.count {
            let character = characters[index]
            if character == "\\", index + 1 < characters.count,
                characters[index + 1].isPunctuation
                    || characters[index + 1].isSymbol
            {
                text.append(characters[index + 1])
                index += 2
                continue
            }
            if character == "`", let end = characters[(index + 1)...].firstIndex(of: "`") {
                text += characters[(index + 1)..<end]
                index = end + 1
                continue
            }
            // `^[3 apple](inflect: true)`: an attributed span, not a link; its words agree.
            if character == "^", index + 1 < characters.count, characters[index + 1] == "[",
                let span = link(in: characters, at: index + 1)
            {
                let label = String(span.label)
                let inflects = span.attributes.filter { !$0.isWhitespace }.contains("inflect:true")
                text += inflects ? Inflection.agreeing(label) : label
                index = span.end
                continue
            }
            if character == "[", let link = link(in: characters, at: index) {
                let start = text.count
                text += link.label
                runs.append(Run(range: start..<text.count, change: StyleChange(underline: true, foreground: .blue)))
                index = link.end
                continue
            }
            if let marker = ["**", "__", "~~", "*", "_"].first(where: { starts($0, at: index) }) {
                if closes(marker, at: index), let opener = open.lastIndex(where: { $0.marker == marker }) {
                    let start = open[opener].start
                    open.remove(at: opener)
                    runs.append(Run(range: start..<text.count, change: style(of: marker)))
                    index += marker.count
                    continue
                }
                if opensLater(marker, at: index) {
                    open.append((marker, text.count))
                    index += marker.count
                    continue
                }
            }
            text.append(character)
            index += 1
        }
        return (String(text), runs.filter { !$0.range.isEmpty })
    }

    /// Whether `source` may hold Markdown: an emphasis, code or escape byte, or `](` (a
    /// link). Most literals (`"[x]"`, `"Save"`) have none, and a body that makes them costs
    /// one pass over their bytes, no allocation.
    static func mayHoldMarkdown(_ source: String) -> Bool {
        var previous: UInt8 = 0
        for byte in source.utf8 {
            switch byte {
            case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "`"), UInt8(ascii: "\\"):
                return true
            case UInt8(ascii: "(") where previous == UInt8(ascii: "]"):
                return true
            default:
                previous = byte
            }
        }
        return false
    }

    /// The style a marker gives.
    private static func style(of marker: String) -> StyleChange {
        switch marker {
        case "**", "__": StyleChange(bold: true)
        case "~~": StyleChange(strikethrough: true)
        default: StyleChange(italic: true)
        }
    }

    /// A link `[label](url)` starting at `start`: its label, what is between the parentheses
    /// and where it ends.
    private static func link(
        in characters: [Character], at start: Int
    ) -> (label: ArraySlice<Character>, attributes: String, end: Int)? {
        guard let close = characters[start...].firstIndex(of: "]"), close + 1 < characters.count,
            characters[close + 1] == "(", let end = characters[(close + 1)...].firstIndex(of: ")")
        else { return nil }
        return (characters[(start + 1)..<close], String(characters[(close + 2)..<end]), end + 1)
    }

    /// `text` with Markdown's markers escaped: an interpolated value shows as it is.
    static func escaped(_ text: String) -> String {
        guard mayHoldMarkdown(text) || text.utf8.contains(UInt8(ascii: "[")) else { return text }
        var result = ""
        for character in text {
            if markers.contains(character) || character == "]" { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
