/// Fits text into a number of terminal cells, ending with "…" when it had to cut.
public enum Truncation {
    /// The ellipsis that marks cut text; one cell wide.
    public static let ellipsis: Character = "…"

    /// `text` if it fits in `width` cells; otherwise its longest prefix that fits in
    /// `width - 1` cells followed by "…". A wide character is never split.
    public static func fit(_ text: String, width: Int) -> String {
        guard width > 0 else { return "" }
        // No more bytes than cells fits as it is: no character takes more cells than its
        // UTF-8 bytes, so most lines are not walked at all.
        if text.utf8.count <= width { return text }
        var used = 0
        var cutsAt: Int?
        var lastFittingWithEllipsis = 0
        CharacterCells.walkRuns(
            text,
            plain: { _, run in
                // One cell a byte: the run fits up to the width, and keeps a cell for the
                // ellipsis up to one less.
                let spare = width - 1 - used
                if spare > 0 { lastFittingWithEllipsis = run.lowerBound + min(spare, run.count) }
                guard used + run.count <= width else {
                    cutsAt = lastFittingWithEllipsis
                    return false
                }
                used += run.count
                return true
            },
            other: { character, end in
                let cells = character.width
                if used + cells > width {
                    cutsAt = lastFittingWithEllipsis
                    return false
                }
                used += cells
                if used <= width - 1 { lastFittingWithEllipsis = end }
                return true
            })
        guard let cutsAt else { return text }
        return String(text[..<text.utf8.index(text.startIndex, offsetBy: cutsAt)]) + String(ellipsis)
    }
}
