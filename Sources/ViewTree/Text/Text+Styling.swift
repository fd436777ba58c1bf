/// The modifiers that give text a style and return `Text`, as SwiftUI's do, so that styled
/// texts join with `+` and go inside a literal (`Text("Total: ") + Text(price).bold()`). The
/// style covers the whole text as a run of its own, under the runs already there: the
/// innermost style wins, as with the view modifiers of the same names.
extension Text {
    /// Bold text.
    public func bold(_ isActive: Bool = true) -> Text {
        styled(StyleChange(bold: isActive))
    }

    /// Italic text, where the terminal has an italic face.
    public func italic(_ isActive: Bool = true) -> Text {
        styled(StyleChange(italic: isActive))
    }

    /// Underlined text: one solid line in the text's colour, whatever `pattern` and `color`.
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        styled(StyleChange(underline: isActive))
    }

    /// Text with a line through it: one solid line in the text's colour, whatever `pattern`
    /// and `color`.
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil)
        -> Text
    {
        styled(StyleChange(strikethrough: isActive))
    }

    /// Text in `color`; nil leaves it as it is.
    public func foregroundColor(_ color: Color?) -> Text {
        guard let color else { return self }
        return styled(color.foregroundChange)
    }

    /// Text in `style`'s colour (a gradient's first, a material's none).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        foregroundColor(style._color ?? .primary)
    }

    /// Text in `font` (see ``Font``); nil leaves it as it is.
    public func font(_ font: Font?) -> Text {
        font.map { styled($0.styleChange) } ?? self
    }

    /// Text at `weight`: semibold or heavier is bold, lighter than regular faint.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        weight.map { styled($0.styleChange) } ?? self
    }

    /// Digits of one width: a terminal's already are.
    public func monospacedDigit() -> Text { self }

    /// A fixed-width face: a terminal's only face is one.
    public func monospaced(_ isActive: Bool = true) -> Text { self }

    /// Space between letters: cells have fixed places.
    public func kerning(_ kerning: CGFloat) -> Text { self }

    /// Space added after each letter: cells have fixed places.
    public func tracking(_ tracking: CGFloat) -> Text { self }

    /// Text moved from its baseline: a character sits in its cell.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }

    /// This text with `change` over all of it, under the runs it has.
    private func styled(_ change: StyleChange) -> Text {
        Text(content: content, runs: [TextMarkdown.Run(range: 0..<content.count, change: change)] + runs)
    }
}
