/// A text laid out for a ``TextEditor`` of some width: its characters (grapheme clusters,
/// so a wide or combined one is one) and the rows they wrap into, at the last space that
/// fits, else where the row is full. Positions are character offsets into the whole text.
struct TextEditorLayout {
    /// One row on screen: the characters `start..<end`; `endsLine` when the text's line ends
    /// with it (a cursor at `end` is on this row, not at the start of the next).
    struct Row: Equatable {
        let start: Int
        let end: Int
        let endsLine: Bool
    }

    let characters: [Character]
    let rows: [Row]
    let width: Int

    /// `text` wrapped to rows of `width` cells (at least one).
    init(_ text: String, width: Int) {
        characters = Array(text)
        self.width = max(1, width)
        var rows: [Row] = []
        var lineStart = 0
        for index in 0...characters.count where index == characters.count || characters[index] == "\n" {
            Self.wrap(characters, from: lineStart, to: index, width: self.width, into: &rows)
            lineStart = index + 1
        }
        self.rows = rows
    }

    /// The rows of the line `start..<end`. A line as wide as the rows gets an empty row after
    /// it, so a cursor at its end has a cell to show in.
    private static func wrap(
        _ characters: [Character], from start: Int, to end: Int, width: Int, into rows: inout [Row]
    ) {
        var rowStart = start
        while true {
            var used = 0
            var index = rowStart
            var lastBreak: Int?
            while index < end {
                let cells = DisplayWidth.of(characters[index])
                if used + cells > width { break }
                used += cells
                if characters[index] == " " { lastBreak = index + 1 }
                index += 1
            }
            if index == end {
                if used < width {
                    rows.append(Row(start: rowStart, end: end, endsLine: true))
                } else {
                    rows.append(Row(start: rowStart, end: end, endsLine: false))
                    rows.append(Row(start: end, end: end, endsLine: true))
                }
                return
            }
            // At least one character a row, even one wider than the row.
            let rowEnd = lastBreak.map { $0 > rowStart ? $0 : index } ?? max(index, rowStart + 1)
            rows.append(Row(start: rowStart, end: rowEnd, endsLine: false))
            rowStart = rowEnd
        }
    }

    /// The row the cursor at `offset` shows on: the last row starting at or before it. (A row
    /// that wraps ends where the next starts, so its end belongs to the next; a line's last
    /// row ends before the `\n`, so its end is its own.)
    func row(of offset: Int) -> Int {
        var low = 0
        var high = rows.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if rows[middle].start <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The column (in cells) of `offset` on its row.
    func column(of offset: Int) -> Int {
        let row = rows[row(of: offset)]
        return characters[row.start..<min(offset, row.end)].reduce(0) { $0 + DisplayWidth.of($1) }
    }

    /// The offset on row `index` nearest column `column`: never past the row's last
    /// character when the text goes on on the next row.
    func offset(row index: Int, column: Int) -> Int {
        let row = rows[min(max(0, index), rows.count - 1)]
        let last = row.endsLine ? row.end : max(row.start, row.end - 1)
        var offset = row.start
        var used = 0
        while offset < last {
            let cells = DisplayWidth.of(characters[offset])
            if used + cells > column { break }
            used += cells
            offset += 1
        }
        return offset
    }

    /// The start and end offsets of the text's line holding `offset` (without its `\n`).
    func line(around offset: Int) -> Range<Int> {
        var start = min(offset, characters.count)
        while start > 0, characters[start - 1] != "\n" { start -= 1 }
        var end = min(offset, characters.count)
        while end < characters.count, characters[end] != "\n" { end += 1 }
        return start..<end
    }
}
