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
        var end = text.startIndex
        var lastFittingWithEllipsis = text.startIndex
        while end < text.endIndex {
            let cells = DisplayWidth.of(text[end])
            if used + cells > width {
                return String(text[..<lastFittingWithEllipsis]) + String(ellipsis)
            }
            used += cells
            end = text.index(after: end)
            if used <= width - 1 { lastFittingWithEllipsis = end }
        }
        return text
    }
}
