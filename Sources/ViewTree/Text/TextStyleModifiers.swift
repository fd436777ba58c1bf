extension View {
    /// Text inside in `font`: in a terminal, bold, plain or faint, and italic (see ``Font``);
    /// nil changes nothing.
    public func font(_ font: Font?) -> _ModifiedElement<Self> {
        _ModifiedElement(content: self, modifier: .style(font?.styleChange ?? StyleChange()))
    }

    /// Text inside at `weight`: semibold or heavier is bold, lighter than regular faint.
    public func fontWeight(_ weight: Font.Weight?) -> _ModifiedElement<Self> {
        _ModifiedElement(content: self, modifier: .style(weight?.styleChange ?? StyleChange()))
    }

    /// Italic text, where the terminal has an italic face.
    public func italic(_ isActive: Bool = true) -> _ModifiedElement<Self> {
        _ModifiedElement(content: self, modifier: .style(StyleChange(italic: isActive)))
    }

    /// Text with a line through it (a combining long stroke over each character): one solid
    /// line in the text's colour, so `pattern` and `color` change nothing.
    public func strikethrough(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
    ) -> _ModifiedElement<Self> {
        _ModifiedElement(content: self, modifier: .style(StyleChange(strikethrough: isActive)))
    }

    /// The content drawn at `opacity` (0 to 1): a terminal cannot blend, so at 0 it is hidden
    /// (see ``hidden()``), below one half faint, and otherwise as it is.
    public func opacity(_ opacity: Double) -> _ModifiedElement<Self> {
        let change =
            opacity <= 0 ? StyleChange(isHidden: true) : opacity < 0.5 ? StyleChange(dim: true) : StyleChange()
        return _ModifiedElement(content: self, modifier: .style(change))
    }

    /// Digits of one width: every character of a terminal is one or two cells wide already,
    /// so text is drawn as it is.
    public func monospacedDigit() -> Self { self }

    /// A fixed-width face: a terminal has only that one, so text is drawn as it is.
    public func monospaced(_ isActive: Bool = true) -> Self { self }

    /// Hides the content: it keeps its place, draws nothing and takes no focus or clicks.
    public func hidden() -> _ModifiedElement<Self> {
        _ModifiedElement(content: self, modifier: .style(StyleChange(isHidden: true)))
    }
}
