/// The attributes a style modifier sets; the rest are inherited from outside.
struct StyleChange: Hashable {
    var bold: Bool?
    var underline: Bool?
    var reverse: Bool?
    var italic: Bool?
    var strikethrough: Bool?
    var dim: Bool?
    var isHidden: Bool?
    var foreground: TerminalColor?
    var background: TerminalColor?

    func applied(to style: CellStyle) -> CellStyle {
        var result = style
        if let bold { result.bold = bold }
        if let underline { result.underline = underline }
        if let reverse { result.reverse = reverse }
        if let italic { result.italic = italic }
        if let strikethrough { result.strikethrough = strikethrough }
        if let dim { result.dim = dim }
        if let isHidden { result.isHidden = result.isHidden || isHidden }
        if let foreground { result.foreground = foreground }
        if let background { result.background = background }
        return result
    }
}

extension CellStyle {
    /// Whether the style shows on a blank cell (a colour, reverse, a line under or through):
    /// what a styled surrounding paints under its content. A text colour or weight alone
    /// paints nothing, so text styled over a colour keeps the colour behind it.
    var showsOnBlankCells: Bool {
        background != .default || reverse || underline || strikethrough
    }
}
