/// The inspector's picture: the view tree's buffer placed in its area, with the inspector
/// drawn around it outside the view tree (so that showing counts never runs a body).
///
/// The view tree's changed part is mirrored as the tree's frame found it; the inspector's own
/// parts are written through ``CellBuffer/copy(_:toX:y:)``, so the screen's damage holds only
/// cells that changed: what the terminal then draws.
///
/// Most of the inspector's lines and its gutter stay the same from one key to the next: each
/// is remembered as painted and painted again only when it changes.
struct InspectorComposer {
    private(set) var screen: CellBuffer
    /// Each line ``paintLine(_:row:style:)`` painted, by row, while the screen still shows it.
    private var paintedLines: [Int: PaintedLine] = [:]
    /// What the gutter shows: the marked rows and the heat map's counts.
    private var paintedGutter: (marked: Set<Int>, heat: [Int: Int]?)?

    private struct PaintedLine {
        let text: String
        let style: CellStyle
        /// The text as it shows, cut to the screen's width.
        let shown: String
    }
    static let markStyle = CellStyle(bold: true, foreground: .yellow)
    static let statusStyle = CellStyle(reverse: true)

    init(size: CellSize) {
        screen = CellBuffer(width: size.width, height: size.height)
    }

    mutating func resize(to size: CellSize) {
        screen.resize(width: size.width, height: size.height)
        forgetPainted()
    }

    private mutating func forgetPainted() {
        paintedLines = [:]
        paintedGutter = nil
    }

    mutating func takeDamage() -> CellRect? {
        defer { screen.resetDamage() }
        return screen.damage
    }

    /// Places the part `region` of a view tree's buffer in `area`: the part its frame
    /// changed, as is, since the tree already found which cells changed; all of it, compared
    /// cell by cell, when `region` is nil (the first frame, a new tree, a new size).
    mutating func placeViews(_ views: CellBuffer, region: CellRect?, area: CellRect) {
        // The layout keeps the inspector's lines out of the view areas; a line under views
        // all the same would be painted again.
        for row in paintedLines.keys where row >= area.y && row < area.y + area.height {
            paintedLines[row] = nil
        }
        if let region {
            screen.mirror(views, region: region, toX: area.x + region.x, y: area.y + region.y)
        } else {
            screen.copy(views, toX: area.x, y: area.y)
        }
    }

    /// The column between the two panes of `--compare`.
    mutating func paintDivider(layout: InspectorLayout) {
        guard let area = layout.companionArea else { return }
        var divider = CellBuffer(width: 1, height: area.height)
        for row in 0..<area.height { divider.write("│", x: 0, y: row) }
        screen.copy(divider, toX: area.x - 1, y: area.y)
    }

    /// The gutter: a mark on each highlighted row of the view area, and beside it the heat
    /// map's count when it is shown.
    mutating func paintGutter(_ marks: HighlightMarks, heat: HeatMap?, layout: InspectorLayout) {
        let shown = (marked: Set(marks.expiries.keys), heat: heat?.counts)
        if let painted = paintedGutter, painted.marked == shown.marked, painted.heat == shown.heat { return }
        paintedGutter = shown
        var gutter = CellBuffer(width: InspectorLayout.gutterWidth, height: layout.viewArea.height)
        for row in marks.expiries.keys where row < gutter.height {
            gutter.write("▌", x: 0, y: row, style: Self.markStyle)
        }
        for (row, count) in heat?.counts ?? [:] where row < gutter.height {
            gutter.write(HeatMap.glyph(count), x: 1, y: row, style: HeatMap.style(count))
        }
        screen.copy(gutter, toX: 0, y: 0)
    }

    /// One full-width line of text, the rest of the row blank in `style`.
    mutating func paintLine(_ text: String, row: Int, style: CellStyle = .plain) {
        let previous = paintedLines[row]
        if let previous, previous.text == text, previous.style == style { return }
        let shown = Truncation.fit(text, width: screen.width)
        paintedLines[row] = PaintedLine(text: text, style: style, shown: shown)
        // The characters both lines start with are on the screen already: written from the
        // first that differs (the status lines change at their ends on most keys), then the
        // rest of the row blanked, so only the cells that change become damage, with no
        // scratch line to make and copy.
        var column = 0
        if let previous, previous.style == style { column = Self.unchangedCells(from: previous.shown, to: shown) }
        let rest = String(shown[shown.utf8.index(shown.startIndex, offsetBy: column)...])
        let used = column + screen.write(rest, x: column, y: row, style: style)
        screen.fill(CellRect(x: used, y: row, width: screen.width - used, height: 1), style: style)
    }

    /// How many cells `new` shares with `old` from the start, counted in the printable ASCII
    /// they start with (one cell a byte; where the lines differ after other characters, they
    /// are written from there). One short, so a character that the first different byte
    /// would extend (a combining mark after it) is written again whole.
    private static func unchangedCells(from old: String, to new: String) -> Int {
        var (old, new) = (old, new)
        return old.withUTF8 { old in
            new.withUTF8 { new in
                var shared = 0
                while shared < min(old.count, new.count), old[shared] == new[shared],
                    new[shared] >= 0x20, new[shared] < 0x7F
                {
                    shared += 1
                }
                return max(0, shared - 1)
            }
        }
    }

    /// The pane under the views (the log, or the inspector): a title bar, then the lines.
    /// A log keeps its latest lines, newest at the bottom; an inspector keeps its first ones.
    mutating func paintLog(
        _ lines: some BidirectionalCollection<String>, title: String = "evaluation log", keepsFirstLines: Bool = false,
        layout: InspectorLayout
    ) {
        let area = layout.logArea
        guard area.height > 0 else { return }
        let bar = "─ \(title) "
        paintLine(bar + String(repeating: "─", count: max(0, area.width - bar.count)), row: area.y)
        let shown = keepsFirstLines ? lines.prefix(area.height - 1) : lines.suffix(area.height - 1)
        for (offset, line) in shown.enumerated() {
            paintLine(line, row: area.y + 1 + offset)
        }
        for row in (area.y + 1 + shown.count)..<(area.y + area.height) {
            paintLine("", row: row)
        }
    }

    /// What shows instead of the app when the terminal is too small.
    mutating func paintTooSmall() {
        forgetPainted()
        let minimum = InspectorLayout.minimum
        screen.fill(CellRect(x: 0, y: 0, width: screen.width, height: screen.height))
        let lines = [
            "Terminal too small:", "\(screen.width)x\(screen.height), need \(minimum.width)x\(minimum.height).",
            "q quits.",
        ]
        for (row, line) in lines.enumerated() where row < screen.height {
            screen.write(Truncation.fit(line, width: screen.width), x: 0, y: row)
        }
    }
}
