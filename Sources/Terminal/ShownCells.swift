import CellGrid

/// What ncurses' screen holds, cell by cell, as last handed to it: a cell of a frame that
/// equals it is not converted and handed over again.
///
/// A frame's damage is one rectangle, so a change in the status bar and one in the log make
/// it span the screen; converting each of its cells for ncurses cost more than the rest of a
/// frame. Comparing with what is shown keeps a frame's cost to the cells that changed.
struct ShownCells {
    private var width = 0
    private var height = 0
    /// Empty while nothing is known (before the first full draw, after a resize).
    private var cells: [Cell] = []

    /// Whether `cell`, about to be drawn at (`x`, `y`), differs from what is shown there (or
    /// nothing is known); records it as shown.
    mutating func changes(to cell: Cell, x: Int, y: Int) -> Bool {
        guard !cells.isEmpty else { return true }
        let index = y * width + x
        guard cells[index] != cell else { return false }
        cells[index] = cell
        return true
    }

    /// Before drawing a frame of `size`: after a resize nothing is known.
    mutating func begin(width: Int, height: Int) {
        guard width != self.width || height != self.height else { return }
        cells = []
        self.width = width
        self.height = height
    }

    /// After drawing `region` of `buffer`: when nothing was known and the region was all of
    /// the screen, all of it is known now.
    mutating func learn(_ buffer: CellBuffer, drawn region: CellRect) {
        guard cells.isEmpty, region == CellRect(x: 0, y: 0, width: width, height: height) else { return }
        cells.reserveCapacity(width * height)
        for y in 0..<height {
            for x in 0..<width { cells.append(buffer[x, y]) }
        }
    }

    /// Forgets what is shown: the next draw hands every cell over again.
    mutating func forget() {
        cells = []
    }
}
