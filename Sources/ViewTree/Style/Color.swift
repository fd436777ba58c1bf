/// A colour, as SwiftUI's `Color`: as a view, the cells of its frame filled with it (it takes
/// all the space offered); as a style, for ``View/foregroundStyle(_:)``,
/// ``View/background(_:)`` and ``View/border(_:width:)``.
///
/// A terminal shows 16 colours everywhere: the colours that share a terminal colour's name are
/// that colour, SwiftUI's other named colours map to the nearest (`.orange` and `.brown` to
/// yellow, `.purple` to magenta, `.indigo` to bright blue), and `Color(red:green:blue:)` to
/// the nearest by distance in RGB. `.primary` is the terminal's
/// own text colour, `.secondary` its dim grey.
public struct Color: Hashable, Sendable {
    /// The terminal colour it is drawn in.
    public let terminalColor: TerminalColor

    /// The terminal colour `terminalColor`.
    public init(_ terminalColor: TerminalColor) {
        self.terminalColor = terminalColor
    }

    /// The terminal colour nearest to the given red, green and blue (0 to 1 each); the opacity
    /// is not shown.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let target = (red * 255, green * 255, blue * 255)
        func distance(_ entry: (TerminalColor, (Double, Double, Double))) -> Double {
            let (r, g, b) = entry.1
            return (r - target.0) * (r - target.0) + (g - target.1) * (g - target.1) + (b - target.2) * (b - target.2)
        }
        terminalColor = Self.palette.min { distance($0) < distance($1) }!.0
    }

    /// The 16 colours as xterm draws them by default.
    private static let palette: [(TerminalColor, (Double, Double, Double))] = [
        (.black, (0, 0, 0)), (.red, (205, 0, 0)), (.green, (0, 205, 0)), (.yellow, (205, 205, 0)),
        (.blue, (0, 0, 238)), (.magenta, (205, 0, 205)), (.cyan, (0, 205, 205)), (.white, (229, 229, 229)),
        (.brightBlack, (127, 127, 127)), (.brightRed, (255, 0, 0)), (.brightGreen, (0, 255, 0)),
        (.brightYellow, (255, 255, 0)), (.brightBlue, (92, 92, 255)), (.brightMagenta, (255, 0, 255)),
        (.brightCyan, (0, 255, 255)), (.brightWhite, (255, 255, 255)),
    ]

    /// The terminal's own text colour.
    public static let primary = Color(.default)
    /// Dim text: the terminal's bright black.
    public static let secondary = Color(.brightBlack)
    /// The accent of controls.
    public static let accentColor = Color(.blue)
    /// The terminal's default: no colour of its own.
    public static let `default` = Color(.default)
    /// Nothing painted.
    public static let clear = Color(.default)
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
    /// Framework internal: a colour is cells filled with it, as many as offered.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        resolver.append(.filled(view.terminalColor))
    }
}

extension View {
    /// The colour of the text inside, as SwiftUI's `foregroundStyle(_:)` with a colour.
    public func foregroundStyle(_ color: Color) -> ModifiedContent<Self> {
        foregroundColor(color)
    }

    /// The colour of the text inside.
    public func foregroundColor(_ color: Color) -> ModifiedContent<Self> {
        ModifiedContent(content: self, modifier: .style(StyleChange(foreground: color.terminalColor)))
    }

    /// The view's frame filled with `color` behind its content.
    public func background(_ color: Color) -> ModifiedContent<Self> {
        backgroundColor(color)
    }

    /// The view's frame filled with `color` behind its content.
    public func backgroundColor(_ color: Color) -> ModifiedContent<Self> {
        ModifiedContent(content: self, modifier: .style(StyleChange(background: color.terminalColor)))
    }

    /// A box-drawing border in `color` around the content; a terminal's border is one cell
    /// thick, whatever the width.
    public func border(_ color: Color, width: Int = 1) -> ModifiedContent<Self> {
        border(CellStyle(foreground: color.terminalColor))
    }
}
