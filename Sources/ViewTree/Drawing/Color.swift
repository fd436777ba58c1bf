/// A colour, as SwiftUI's `Color`: as a view, the cells of its frame filled with it (it takes
/// all the space offered); as a style, for `foregroundStyle(_:)`, `background(_:)` and
/// `border(_:width:)`.
///
/// Named colours are the terminal's 16, drawn as its theme says: the colours that share a
/// terminal colour's name are that colour, SwiftUI's other named colours map to the nearest
/// (`.orange` and `.brown` to yellow, `.purple` to magenta, `.indigo` to bright blue).
/// `Color(red:green:blue:)` is drawn as it is where the terminal has 24-bit colour, as the
/// nearest of the 256-colour palette where it has 256 colours, and as the nearest of the 16
/// elsewhere. `.primary` is the terminal's own text colour, `.secondary` its dim grey.
/// A terminal cannot blend, so an opacity below one half (``opacity(_:)``) draws text in the
/// colour faint, and fills and backgrounds not at all; above that the colour is drawn whole.
public struct Color: Hashable, Sendable {
    /// The terminal colour it is drawn in.
    public let terminalColor: TerminalColor
    /// The opacity asked for, 0 to 1 (see ``opacity(_:)``).
    public private(set) var opacityValue: Double = 1

    /// Whether it is drawn at all as a fill or a background: from an opacity of one half.
    var isFaint: Bool { opacityValue < 0.5 }

    /// The colour as a fill or background draws it: nothing when faint.
    var fillColor: TerminalColor? { isFaint ? nil : terminalColor }

    /// The terminal colour `terminalColor`.
    public init(_ terminalColor: TerminalColor) {
        self.terminalColor = terminalColor
    }

    /// The colour of the given red, green and blue (0 to 1 each): as it is on a terminal of
    /// 24-bit colour, else the nearest the terminal has. The opacity is not shown.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        func channel(_ value: Double) -> UInt8 { UInt8((min(1, max(0, value)) * 255).rounded()) }
        terminalColor = .rgb(channel(red), channel(green), channel(blue))
        opacityValue = opacity
    }

    /// The colour at `opacity` (0 to 1): below one half, text in it is faint and fills and
    /// backgrounds in it are not drawn (a terminal cannot blend); at 0 it is ``clear``.
    public func opacity(_ opacity: Double) -> Color {
        var color = self
        color.opacityValue = opacityValue * min(1, max(0, opacity))
        return color
    }

    /// The terminal's own text colour.
    public static let primary = Color(.default)
    /// Dim text: the terminal's bright black.
    public static let secondary = Color(.brightBlack)
    /// The accent of controls.
    public static let accentColor = Color(.blue)
    /// The colour of a project's AccentColor asset, as the symbol Xcode generates for it
    /// (`.accentColor(.accent)`): a terminal app has no asset catalog, so the accent colour.
    public static var accent: Color { accentColor }
    /// The terminal's default: no colour of its own.
    public static let `default` = Color(.default)
    /// Nothing painted.
    public static let clear = Color(.default).opacity(0)
    /// Black.
    public static let black = Color(.black)
    /// White.
    public static let white = Color(.white)
    /// Grey.
    public static let gray = Color(.brightBlack)
    /// Red.
    public static let red = Color(.red)
    /// Orange: the terminal's yellow.
    public static let orange = Color(.yellow)
    /// Yellow.
    public static let yellow = Color(.yellow)
    /// Green.
    public static let green = Color(.green)
    /// Mint: the terminal's bright green.
    public static let mint = Color(.brightGreen)
    /// Teal: the terminal's cyan.
    public static let teal = Color(.cyan)
    /// Cyan.
    public static let cyan = Color(.cyan)
    /// Blue.
    public static let blue = Color(.blue)
    /// Indigo: the terminal's bright blue.
    public static let indigo = Color(.brightBlue)
    /// Purple: the terminal's magenta.
    public static let purple = Color(.magenta)
    /// Pink: the terminal's bright magenta.
    public static let pink = Color(.brightMagenta)
    /// Brown: the terminal's yellow.
    public static let brown = Color(.yellow)
    /// Magenta.
    public static let magenta = Color(.magenta)
    /// The terminal's bright black.
    public static let brightBlack = Color(.brightBlack)
    /// The terminal's bright red.
    public static let brightRed = Color(.brightRed)
    /// The terminal's bright green.
    public static let brightGreen = Color(.brightGreen)
    /// The terminal's bright yellow.
    public static let brightYellow = Color(.brightYellow)
    /// The terminal's bright blue.
    public static let brightBlue = Color(.brightBlue)
    /// The terminal's bright magenta.
    public static let brightMagenta = Color(.brightMagenta)
    /// The terminal's bright cyan.
    public static let brightCyan = Color(.brightCyan)
    /// The terminal's bright white.
    public static let brightWhite = Color(.brightWhite)
}

extension Color: PrimitiveView {
    /// Framework internal: a colour is cells filled with it, as many as offered (10 points
    /// along an axis offered no limit); a clear one (or one too faint to draw) fills none of
    /// them, and what is behind shows.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        resolver.append(.filled(view.fillColor, ideal: resolver.environment.cellScale.shapeIdealSize))
    }
}

extension View {
    /// The colour of the text inside, as SwiftUI's `foregroundStyle(_:)` with a colour.
    public func foregroundStyle(_ color: Color) -> _ModifiedElement<Self> {
        foregroundColor(color)
    }

    /// The colour of the text inside.
    public func foregroundColor(_ color: Color) -> _ModifiedElement<Self> {
        _ModifiedElement(content: self, modifier: .style(color.foregroundChange))
    }

    /// The view's frame filled with `color` behind its content.
    public func background(_ color: Color) -> _ModifiedElement<Self> {
        backgroundColor(color)
    }

    /// The view's frame filled with `color` behind its content.
    public func backgroundColor(_ color: Color) -> _ModifiedElement<Self> {
        _ModifiedElement(content: self, modifier: .style(StyleChange(background: color.fillColor)))
    }

    /// A box-drawing border in `color` around the content; a terminal's border is one cell
    /// thick, whatever the width.
    public func border(_ color: Color, width: CGFloat = 1) -> _ModifiedElement<Self> {
        border(CellStyle(foreground: color.terminalColor))
    }
}

extension Color {
    /// What text in this colour changes in the cells' style: the colour, and faint for the
    /// faint levels.
    var foregroundChange: StyleChange {
        StyleChange(dim: isFaint ? true : nil, foreground: terminalColor)
    }
}
