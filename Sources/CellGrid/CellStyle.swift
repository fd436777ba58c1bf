/// How one cell is drawn: attributes and colors.
public struct CellStyle: Hashable, Sendable {
    /// Bold text.
    public var bold = false
    /// Underlined text.
    public var underline = false
    /// Foreground and background swapped.
    public var reverse = false
    /// Slanted text, where the terminal has an italic face.
    public var italic = false
    /// Text with a line through it.
    public var strikethrough = false
    /// Fainter text.
    public var dim = false
    /// Nothing is drawn: the cells keep what is under them (a hidden view keeps its place).
    public var isHidden = false
    /// The text's colour.
    public var foreground: TerminalColor = .default
    /// The cell's colour.
    public var background: TerminalColor = .default

    /// The terminal's plain style.
    public static let plain = CellStyle()

    /// A style with the given attributes.
    public init(
        bold: Bool = false, underline: Bool = false, reverse: Bool = false, italic: Bool = false,
        strikethrough: Bool = false, dim: Bool = false, foreground: TerminalColor = .default,
        background: TerminalColor = .default
    ) {
        self.bold = bold
        self.underline = underline
        self.reverse = reverse
        self.italic = italic
        self.strikethrough = strikethrough
        self.dim = dim
        self.foreground = foreground
        self.background = background
    }

    /// Whether two styles draw alike; inlined, for the same reason as ``Cell``'s.
    @inlinable public static func == (left: CellStyle, right: CellStyle) -> Bool {
        left.foreground.bits == right.foreground.bits && left.background.bits == right.background.bits
            && left.bold == right.bold
            && left.underline == right.underline && left.reverse == right.reverse && left.italic == right.italic
            && left.strikethrough == right.strikethrough && left.dim == right.dim && left.isHidden == right.isHidden
    }
}
