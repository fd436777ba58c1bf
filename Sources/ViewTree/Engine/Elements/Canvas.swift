/// A scratch buffer covering one region of the screen, addressed in screen coordinates.
///
/// A region is drawn from blank into a canvas, then copied into the screen buffer cell by
/// cell, so only the cells that really differ count as damage.
struct Canvas {
    let origin: CellRect
    private(set) var buffer: CellBuffer

    init(covering region: CellRect) {
        origin = region
        buffer = CellBuffer(width: region.width, height: region.height)
    }

    /// Writes `text`; text without a background of its own shows the one under it (a colour
    /// a ZStack or a background drew first, a shape's cells), as text over a colour does in
    /// SwiftUI.
    mutating func write(_ text: String, x: Int, y: Int, style: CellStyle, limit: Int? = nil) {
        // Hidden content keeps its place and draws nothing: what is under it shows.
        guard !style.isHidden else { return }
        let visible = min(limit ?? Int.max, origin.x + origin.width - x)
        var style = style
        let (column, row) = (x - origin.x, y - origin.y)
        if style.background == .default, !style.reverse, column >= 0, column < buffer.width, row >= 0,
            row < buffer.height
        {
            style = Self.over(buffer[column, row].style, style)
        }
        buffer.write(text, x: column, y: row, style: style, limit: visible)
    }

    /// `text`'s style over a cell of style `under`: its background. A shape's cells are
    /// reversed, showing their foreground colour: a named one becomes the text's background;
    /// the terminal's own text colour is kept by reversing the text too (its colour then
    /// shows as the letters, the terminal's background colour where it has none).
    private static func over(_ under: CellStyle, _ text: CellStyle) -> CellStyle {
        var style = text
        guard under.reverse else {
            style.background = under.background
            return style
        }
        if under.foreground != .default {
            style.background = under.foreground
        } else {
            style.reverse = true
            (style.foreground, style.background) = (.default, text.foreground)
        }
        return style
    }

    /// A canvas covering `region` (kept to this one's), holding what this one has drawn there.
    func part(_ region: CellRect) -> Canvas {
        var part = Canvas(covering: region.clipped(to: origin))
        part.buffer.copy(
            buffer,
            region: CellRect(
                x: part.origin.x - origin.x, y: part.origin.y - origin.y,
                width: part.origin.width, height: part.origin.height), toX: 0, y: 0)
        return part
    }

    /// Copies what `other` holds onto this canvas, at its place on the screen.
    mutating func paste(_ other: Canvas) {
        buffer.copy(other.buffer, toX: other.origin.x - origin.x, y: other.origin.y - origin.y)
    }

    mutating func fill(_ rect: CellRect, style: CellStyle) {
        guard !style.isHidden else { return }
        buffer.fill(
            CellRect(x: rect.x - origin.x, y: rect.y - origin.y, width: rect.width, height: rect.height), style: style)
    }

    /// A vertical line down the first column of `rect`.
    mutating func drawVerticalLine(_ rect: CellRect, style: CellStyle) {
        guard rect.width > 0 else { return }
        for row in 0..<max(0, rect.height) {
            write("│", x: rect.x, y: rect.y + row, style: style, limit: 1)
        }
    }

    /// A box-drawing frame along the edges of `rect`, with square or round corners; keeping
    /// text, it leaves the cells that hold text under it as they are.
    mutating func drawBox(_ rect: CellRect, style: CellStyle, rounded: Bool = false, keepingText: Bool = false) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let horizontal = String(repeating: "─", count: rect.width - 2)
        let corners = rounded ? ("╭", "╮", "╰", "╯") : ("┌", "┐", "└", "┘")
        let top = corners.0 + horizontal + corners.1
        let bottom = corners.2 + horizontal + corners.3
        writeEdge(top, x: rect.x, y: rect.y, style: style, keepingText: keepingText)
        writeEdge(bottom, x: rect.x, y: rect.y + rect.height - 1, style: style, keepingText: keepingText)
        for row in 1..<(rect.height - 1) {
            writeEdge("│", x: rect.x, y: rect.y + row, style: style, keepingText: keepingText)
            writeEdge("│", x: rect.x + rect.width - 1, y: rect.y + row, style: style, keepingText: keepingText)
        }
    }

    /// Writes a box's edge; keeping text, a character at a time, leaving each cell that holds
    /// text (a character other than a space, the second half of a wide one, or a space
    /// between two of them: the words of a caption stay apart) as it is.
    private mutating func writeEdge(_ line: String, x: Int, y: Int, style: CellStyle, keepingText: Bool) {
        guard keepingText else { return write(line, x: x, y: y, style: style) }
        let row = y - origin.y
        func holdsText(_ column: Int) -> Bool {
            guard column >= 0, column < buffer.width, row >= 0, row < buffer.height else { return false }
            let cell = buffer[column, row]
            return cell.isContinuation || cell.character != " "
        }
        // Read before the edge is written: its own lines are no text.
        let text = (-1...line.count).map { holdsText(x + $0 - origin.x) }
        for (offset, character) in line.enumerated() {
            if text[offset + 1] || (text[offset] && text[offset + 2]) { continue }
            write(String(character), x: x + offset, y: y, style: style)
        }
    }
}
