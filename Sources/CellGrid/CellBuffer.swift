/// An in-memory grid of cells that views render into and the terminal layer draws from.
///
/// Writing a cell that already holds the same character and style changes nothing, so an
/// identical redraw leaves no damage; ``damage`` is the smallest rectangle holding every
/// cell that did change since ``resetDamage()``. Tests read the buffer as lines of text.
public struct CellBuffer: Sendable {
    /// Columns.
    public private(set) var width: Int
    /// Rows.
    public private(set) var height: Int
    @usableFromInline private(set) var cells: [Cell]

    /// The cells changed since the last ``resetDamage()``, as one rectangle.
    public private(set) var damage: CellRect?
    /// The columns changed in each row since the last ``resetDamage()``: a change in the top
    /// row and one in the bottom row make ``damage`` span the screen, but only two rows here.
    @usableFromInline private(set) var rowDamage: [Range<Int>?]

    /// A blank buffer of `width` x `height` cells.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
        rowDamage = Array(repeating: nil, count: self.height)
        damage = nil
    }

    /// The columns of row `y` changed since the last ``resetDamage()``, nil for none.
    @inlinable public func damagedColumns(inRow y: Int) -> Range<Int>? {
        rowDamage[y]
    }

    /// The cell at column `x`, row `y`; inlined where frames are read cell by cell.
    @inlinable public subscript(x: Int, y: Int) -> Cell {
        cells[y * width + x]
    }

    /// Forgets the damage once it has been drawn.
    public mutating func resetDamage() {
        guard let damaged = damage else { return }
        for row in damaged.y..<(damaged.y + damaged.height) { rowDamage[row] = nil }
        damage = nil
    }

    /// Adds `columns` of row `y` to the damage.
    private mutating func addDamage(columns: Range<Int>, row y: Int) {
        let changed = CellRect(x: columns.lowerBound, y: y, width: columns.count, height: 1)
        damage = damage.map { $0.union(changed) } ?? changed
        rowDamage[y] =
            rowDamage[y].map { min($0.lowerBound, columns.lowerBound)..<max($0.upperBound, columns.upperBound) }
            ?? columns
    }

    /// Writes `text` from column `x` on row `y`, clipped to `limit` cells (and the buffer).
    /// Returns the cells used. A wide character that does not fit whole is not written.
    @discardableResult
    public mutating func write(_ text: String, x: Int, y: Int, style: CellStyle = .plain, limit: Int? = nil)
        -> Int
    {
        guard y >= 0, y < height else { return 0 }
        let end = min(width, x + (limit ?? width))
        var column = x
        // The columns changed by one-cell characters over one-cell characters (most text),
        // added to the damage once.
        var changed: Range<Int>?
        func writeCharacter(_ character: CharacterCode) -> Bool {
            let cells = character.width
            if cells == 0 { return true }
            if column + cells > end { return false }
            if column >= 0 {
                let cell = Cell(code: character, style: style)
                let index = y * width + column
                let old = self.cells[index]
                if cells == 1, !old.isContinuation, old.width != 2 {
                    if old != cell {
                        self.cells[index] = cell
                        changed = changed.map { $0.lowerBound..<(column + 1) } ?? column..<(column + 1)
                    }
                } else {
                    put(cell, x: column, y: y)
                    if cells == 2 {
                        put(Cell(code: .space, style: style, isContinuation: true), x: column + 1, y: y)
                    }
                }
            }
            column += cells
            return true
        }
        CharacterCells.walkRuns(
            text,
            plain: { bytes, run in
                // A run of one-cell characters over one-cell ones is stored in one pass.
                let count = min(run.count, end - column)
                let start = column
                if column >= 0, count > 0,
                    replaceNarrowCells(
                        inRow: y, columns: column..<(column + count),
                        with: {
                            Cell(code: CharacterCode(ascii: bytes[run.lowerBound + $0 - start]), style: style)
                        })
                {
                    column += count
                    return count == run.count
                }
                for offset in run where !writeCharacter(CharacterCode(ascii: bytes[offset])) { return false }
                return true
            }, other: { character, _ in writeCharacter(character) })
        if let changed { addDamage(columns: changed, row: y) }
        return column - x
    }

    /// Fills a rectangle with blanks in `style`.
    public mutating func fill(_ rect: CellRect, style: CellStyle = .plain) {
        let blank = Cell(code: .space, style: style)
        let columns = max(0, rect.x)..<max(max(0, rect.x), min(width, rect.x + rect.width))
        guard !columns.isEmpty else { return }
        for row in max(0, rect.y)..<max(max(0, rect.y), min(height, rect.y + rect.height)) {
            if replaceNarrowCells(inRow: row, columns: columns, with: { _ in blank }) { continue }
            for column in columns { put(blank, x: column, y: row) }
        }
    }

    /// Sets `columns` of row `y` to `cell(column)` in one pass over the row's memory, the
    /// changed columns damaged once; a cell at a time through ``put(_:x:y:)`` took most of a
    /// frame's painting. Returns false, having stopped, where a wide character is written
    /// or overwritten: the caller puts the row's cells then, as `put` keeps those whole.
    @inline(__always)
    private mutating func replaceNarrowCells(inRow y: Int, columns: Range<Int>, with cell: (Int) -> Cell) -> Bool {
        var changed: Range<Int>?
        var isWhole = true
        let rowStart = y * width
        cells.withUnsafeMutableBufferPointer { cells in
            for column in columns {
                let new = cell(column)
                let old = cells[rowStart + column]
                if old == new { continue }
                if new.isContinuation || new.width == 2 || old.isContinuation || old.width == 2 {
                    isWhole = false
                    return
                }
                cells[rowStart + column] = new
                changed = (changed?.lowerBound ?? column)..<(column + 1)
            }
        }
        if let changed { addDamage(columns: changed, row: y) }
        return isWhole
    }

    /// Sets one cell, keeping wide characters whole: overwriting either half of a two-cell
    /// character blanks its other half.
    public mutating func put(_ cell: Cell, x: Int, y: Int) {
        guard x >= 0, x < width, y >= 0, y < height else { return }
        let index = y * width + x
        guard cells[index] != cell else { return }
        let old = cells[index]
        if old.isContinuation, !cell.isContinuation, x > 0 {
            set(.blank, at: index - 1, x: x - 1, y: y)
        }
        if !old.isContinuation, old.width == 2, x + 1 < width,
            !(cell.isContinuation == false && cell.width == 2)
        {
            set(.blank, at: index + 1, x: x + 1, y: y)
        }
        cells[index] = cell
        addDamage(columns: x..<(x + 1), row: y)
    }

    private mutating func set(_ cell: Cell, at index: Int, x: Int, y: Int) {
        guard cells[index] != cell else { return }
        cells[index] = cell
        addDamage(columns: x..<(x + 1), row: y)
    }

    /// Copies `source` cell by cell with its top left corner at column `x`, row `y`; only
    /// cells that differ become damage.
    public mutating func copy(_ source: CellBuffer, toX x: Int, y: Int) {
        copy(source, region: CellRect(x: 0, y: 0, width: source.width, height: source.height), toX: x, y: y)
    }

    /// Copies the part `region` of `source` so that its top left corner lands at column `x`,
    /// row `y`; only cells that differ become damage.
    public mutating func copy(_ source: CellBuffer, region: CellRect, toX x: Int, y: Int) {
        let part = region.clipped(to: CellRect(x: 0, y: 0, width: source.width, height: source.height))
        let fits = x >= 0 && y >= 0 && x + part.width <= width && y + part.height <= height
        for row in 0..<part.height {
            // The source's cell for a column of this buffer's row is at `offset + column`.
            let offset = (part.y + row) * source.width + part.x - x
            if fits,
                source.cells.withUnsafeBufferPointer({ from in
                    replaceNarrowCells(inRow: y + row, columns: x..<(x + part.width)) { from[offset + $0] }
                })
            {
                continue
            }
            for column in 0..<part.width {
                put(source.cells[offset + x + column], x: x + column, y: y + row)
            }
        }
    }

    /// Copies the part `region` of `source` as it is, with its top left corner at column `x`,
    /// row `y`, and takes the part's place as damage without comparing a cell: for a buffer
    /// whose part there mirrors `source`, whose own damage already says which cells changed.
    /// The changes are found once, where they are made.
    public mutating func mirror(_ source: CellBuffer, region: CellRect, toX x: Int, y: Int) {
        // Where each cell of the part lands is shifted by (dx, dy).
        let (dx, dy) = (x - region.x, y - region.y)
        let part = region.clipped(to: CellRect(x: 0, y: 0, width: source.width, height: source.height))
        let target = CellRect(x: part.x + dx, y: part.y + dy, width: part.width, height: part.height)
            .clipped(to: CellRect(x: 0, y: 0, width: width, height: height))
        guard !target.isEmpty else { return }
        for row in target.y..<(target.y + target.height) {
            let from = (row - dy) * source.width + target.x - dx
            let to = row * width + target.x
            cells.replaceSubrange(to..<(to + target.width), with: source.cells[from..<(from + target.width)])
            addDamage(columns: target.x..<(target.x + target.width), row: row)
        }
    }

    /// Changes the size; the content is kept where it fits and everything is damaged.
    public mutating func resize(width newWidth: Int, height newHeight: Int) {
        var resized = CellBuffer(width: newWidth, height: newHeight)
        for row in 0..<min(height, resized.height) {
            for column in 0..<min(width, resized.width) {
                resized.cells[row * resized.width + column] = self[column, row]
            }
        }
        for row in 0..<resized.height { resized.addDamage(columns: 0..<resized.width, row: row) }
        self = resized
    }

    /// The rows as text, continuation cells left out, trailing blanks trimmed.
    public var lines: [String] {
        (0..<height).map { row in
            var line = ""
            for column in 0..<width where !self[column, row].isContinuation {
                line.append(self[column, row].character)
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}
