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
}

/// A terminal color: the terminal's default, one of the 8 ANSI colors, normal or bright (the
/// terminal's theme decides how they look), an entry of the 256-color palette, or red, green
/// and blue for a terminal of 24-bit color.
public enum TerminalColor: Hashable, Sendable {
    case `default`
    case black, red, green, yellow, blue, magenta, cyan, white
    case brightBlack, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan,
        brightWhite
    /// Entry `index` of xterm's 256-color palette (16 to 231 a 6x6x6 cube, 232 to 255 greys);
    /// a terminal of 16 colors shows the nearest of those (``sixteenColor``).
    case indexed(UInt8)
    /// Red, green and blue (0 to 255 each), drawn as they are where the terminal has 24-bit
    /// color; elsewhere as the nearest palette entry (``paletteColor``) or named color.
    case rgb(UInt8, UInt8, UInt8)
}
