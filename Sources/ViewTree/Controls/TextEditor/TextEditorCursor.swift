/// Where a ``TextEditor``'s cursor is, which row is at the top, and what each key does to the
/// text: an editor's keys as a terminal user expects them (the line editor's Ctrl keys
/// included, as in ``TextEdit``), over a text wrapped by ``TextEditorLayout``.
struct TextEditorCursor: Equatable {
    /// The cursor as a character offset; nil while it is at the end of the text, where it
    /// stays when the text grows from outside.
    var offset: Int?
    /// The first row shown.
    var top = 0
    /// The column Up and Down keep to while they move through shorter rows.
    var goal: Int?

    /// The offset in `layout`'s text.
    func offset(in layout: TextEditorLayout) -> Int {
        min(offset ?? layout.characters.count, layout.characters.count)
    }

    /// The top row that shows the cursor's row `row` among `rowCount` rows, `height` shown:
    /// the current one when it does, else the nearest that does.
    static func top(showing row: Int, from top: Int, height: Int, rowCount: Int) -> Int {
        let height = max(1, height)
        var top = min(top, max(0, rowCount - height))
        if row < top { top = row } else if row >= top + height { top = row - height + 1 }
        return max(0, top)
    }

    /// Applies `key` to `text`, the editor `width` cells wide and `height` rows high; false
    /// for a key the editor does not use (Tab, Escape, ...), left to the views around it.
    mutating func apply(_ key: Key, to text: inout String, width: Int, height: Int) -> Bool {
        let layout = TextEditorLayout(text, width: width)
        var characters = layout.characters
        var offset = self.offset(in: layout)
        var goal: Int?
        var edited = true
        switch key {
        case .character(let character):
            // A combining mark joins the character before it: the count says where the cursor is.
            let head = String(characters[..<offset]) + String(character)
            characters = Array(head + String(characters[offset...]))
            offset = head.count
        case .enter: characters.insert("\n", at: offset); offset += 1
        case .backspace, .control("h"):
            guard offset > 0 else { return true }
            characters.remove(at: offset - 1)
            offset -= 1
        case .delete, .control("d"):
            guard offset < characters.count else { return true }
            characters.remove(at: offset)
        case .control("k"):
            let line = layout.line(around: offset)
            // At the line's end it joins the next line, as Emacs's kill.
            characters.removeSubrange(
                offset..<(offset == line.upperBound ? min(offset + 1, characters.count) : line.upperBound))
        case .control("u"):
            let start = layout.line(around: offset).lowerBound
            characters.removeSubrange(start..<offset)
            offset = start
        default:
            edited = false
            guard let moved = move(key, from: offset, in: layout, height: height, goal: &goal) else { return false }
            offset = moved
        }
        if edited { text = String(characters) }
        let shown = edited ? TextEditorLayout(text, width: width) : layout
        let count = shown.characters.count
        offset = min(offset, count)
        self.offset = offset == count ? nil : offset
        self.goal = goal
        top = Self.top(showing: shown.row(of: offset), from: top, height: height, rowCount: shown.rows.count)
        return true
    }

    /// Where a key that moves the cursor puts it, nil for a key that does not; Up and Down
    /// keep to `goal`, set here.
    private func move(_ key: Key, from offset: Int, in layout: TextEditorLayout, height: Int, goal: inout Int?) -> Int?
    {
        let rows: Int
        switch key {
        case .left, .control("b"): return max(0, offset - 1)
        case .right, .control("f"): return min(layout.characters.count, offset + 1)
        case .home, .control("a"): return layout.line(around: offset).lowerBound
        case .end, .control("e"): return layout.line(around: offset).upperBound
        case .up, .control("p"): rows = -1
        case .down, .control("n"): rows = 1
        case .pageUp: rows = -max(1, height - 1)
        case .pageDown: rows = max(1, height - 1)
        case .mouse(let event) where event.kind == .wheelUp: rows = -3
        case .mouse(let event) where event.kind == .wheelDown: rows = 3
        default: return nil
        }
        let column = self.goal ?? layout.column(of: offset)
        goal = column
        let target = layout.row(of: offset) + rows
        if target < 0 { return 0 }
        if target >= layout.rows.count { return layout.characters.count }
        return layout.offset(row: target, column: column)
    }

    /// Puts the cursor where a click fell: `row` rows under the top one, at `column`.
    mutating func place(row: Int, column: Int, in text: String, width: Int) {
        let layout = TextEditorLayout(text, width: width)
        let offset = layout.offset(row: top + row, column: column)
        self.offset = offset == layout.characters.count ? nil : offset
        goal = nil
    }
}
