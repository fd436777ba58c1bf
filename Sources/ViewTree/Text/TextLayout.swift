import CellGrid

/// How a `Text` is laid out, from the environment its modifiers set: how many lines it may
/// take, where it is cut when it needs more, how its lines align.
struct TextLayout: Hashable {
    var lineLimit: Int?
    var truncationMode: Text.TruncationMode = .tail
    var alignment: TextAlignment = .leading
    /// The text's width on one line when it has no newline, found once when the text is
    /// resolved: a stack asks a text's size several times a layout.
    var lineWidth: Int?
    /// The parts of the text in a style of their own (Markdown's emphasis); usually none.
    var runs: [TextMarkdown.Run] = []

    /// The layout with the width of `text` on one line remembered.
    func measuring(_ text: String) -> TextLayout {
        var layout = self
        layout.lineWidth = text.utf8.contains(10) ? nil : DisplayWidth.of(text)
        return layout
    }

    /// The width of `text` on one line, nil when it has a newline.
    private func singleLineWidth(of text: String) -> Int? {
        if let lineWidth { return lineWidth }
        return text.utf8.contains(10) ? nil : DisplayWidth.of(text)
    }

    /// The lines `text` shows in `proposal`: wrapped to its width, at most as many as the
    /// limit and the height allow; when some are left out, the last line shown ends with
    /// "…" (or, on a single line, the cut goes where the truncation mode says). Every line
    /// fits the width: drawing needs no second cut.
    func lines(_ text: String, in proposal: CellSize) -> [String] {
        let limit = min(lineLimit.map { max(1, $0) } ?? Int.max, proposal.height)
        guard limit > 0, proposal.width > 0 else { return [] }
        // Most texts are one line that fits: no wrapping.
        if let width = singleLineWidth(of: text), width <= proposal.width { return [text] }
        let wrapped = TextWrapping.lines(text, width: proposal.width)
        // A wide character alone on a line one cell wide is the only line wider than it.
        guard wrapped.count > limit else { return wrapped.map { Truncation.fit(String($0), width: proposal.width) } }
        if limit == 1 {
            // One line for text that needed more: the whole text, cut as the mode says.
            let flat = text.split(separator: "\n").joined(separator: " ")
            return [Self.cut(flat, width: proposal.width, mode: truncationMode)]
        }
        var shown = wrapped.prefix(limit).map(String.init)
        let rest = wrapped[(limit - 1)...].joined(separator: " ")
        shown[limit - 1] = Self.cut(rest, width: proposal.width, mode: .tail)
        return shown
    }

    /// The size `text` takes in `proposal`: its widest line by the number of its lines.
    func size(of text: String, in proposal: CellSize) -> CellSize {
        guard proposal.height > 0 else { return .zero }
        // A line tall even with no room across, or with nothing in it, as in SwiftUI: a row
        // squeezed to no width keeps its line.
        guard proposal.width > 0 else { return CellSize(width: 0, height: 1) }
        if let width = singleLineWidth(of: text), width <= proposal.width { return CellSize(width: width, height: 1) }
        let lines = lines(text, in: proposal)
        // A wide character alone on a line one cell wide is wider than the line: it shows
        // as "…", in the width offered.
        let widest = lines.map { DisplayWidth.of($0) }.max() ?? 0
        return CellSize(width: min(widest, proposal.width), height: lines.count)
    }

    /// `text` in `width` cells, "…" standing where the cut is.
    static func cut(_ text: String, width: Int, mode: Text.TruncationMode) -> String {
        guard DisplayWidth.of(text) > width else { return text }
        switch mode {
        case .tail:
            return Truncation.fit(text, width: width)
        case .head:
            return "…" + suffix(of: text, width: width - 1)
        case .middle:
            let front = Truncation.fit(text, width: width / 2 + 1).dropLast()
            return front + "…" + suffix(of: text, width: width - 1 - DisplayWidth.of(front))
        }
    }

    /// The longest end of `text` that fits in `width` cells.
    private static func suffix(of text: String, width: Int) -> String {
        var used = 0
        var start = text.endIndex
        while start > text.startIndex {
            let previous = text.index(before: start)
            let cells = DisplayWidth.of(text[previous])
            if used + cells > width { break }
            used += cells
            start = previous
        }
        return String(text[start...])
    }
}
