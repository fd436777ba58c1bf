/// A terminal color: the terminal's default, one of the 8 ANSI colors, normal or bright (the
/// terminal's theme decides how they look), an entry of the 256-color palette, or red, green
/// and blue for a terminal of 24-bit color.
///
/// One 32-bit word (the kind in the top byte, the value below): every cell holds two, and
/// drawing compares cells by the thousand, so a color compares as one integer.
public struct TerminalColor: Hashable, Sendable {
    @usableFromInline let bits: UInt32

    @inlinable init(bits: UInt32) {
        self.bits = bits
    }

    @usableFromInline static let indexedKind: UInt32 = 17 << 24
    @usableFromInline static let rgbKind: UInt32 = 18 << 24

    /// The terminal's own color.
    @inlinable public static var `default`: TerminalColor { TerminalColor(bits: 0) }
    /// ANSI black.
    @inlinable public static var black: TerminalColor { named(0) }
    /// ANSI red.
    @inlinable public static var red: TerminalColor { named(1) }
    /// ANSI green.
    @inlinable public static var green: TerminalColor { named(2) }
    /// ANSI yellow.
    @inlinable public static var yellow: TerminalColor { named(3) }
    /// ANSI blue.
    @inlinable public static var blue: TerminalColor { named(4) }
    /// ANSI magenta.
    @inlinable public static var magenta: TerminalColor { named(5) }
    /// ANSI cyan.
    @inlinable public static var cyan: TerminalColor { named(6) }
    /// ANSI white.
    @inlinable public static var white: TerminalColor { named(7) }
    /// Bright black: a grey.
    @inlinable public static var brightBlack: TerminalColor { named(8) }
    /// Bright red.
    @inlinable public static var brightRed: TerminalColor { named(9) }
    /// Bright green.
    @inlinable public static var brightGreen: TerminalColor { named(10) }
    /// Bright yellow.
    @inlinable public static var brightYellow: TerminalColor { named(11) }
    /// Bright blue.
    @inlinable public static var brightBlue: TerminalColor { named(12) }
    /// Bright magenta.
    @inlinable public static var brightMagenta: TerminalColor { named(13) }
    /// Bright cyan.
    @inlinable public static var brightCyan: TerminalColor { named(14) }
    /// Bright white.
    @inlinable public static var brightWhite: TerminalColor { named(15) }

    /// Entry `index` of xterm's 256-color palette (16 to 231 a 6x6x6 cube, 232 to 255 greys);
    /// a terminal of 16 colors shows the nearest of those (``sixteenColor``).
    @inlinable public static func indexed(_ index: UInt8) -> TerminalColor {
        TerminalColor(bits: indexedKind | UInt32(index))
    }

    /// Red, green and blue (0 to 255 each), drawn as they are where the terminal has 24-bit
    /// color; elsewhere as the nearest palette entry (``paletteColor``) or named color.
    @inlinable public static func rgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> TerminalColor {
        TerminalColor(bits: rgbKind | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue))
    }

    @inlinable static func named(_ number: UInt32) -> TerminalColor {
        TerminalColor(bits: (number + 1) << 24)
    }

    /// The number of a named color, 0 (black) to 15 (bright white); nil for the others.
    public var namedNumber: Int? {
        let kind = bits >> 24
        return kind >= 1 && kind <= 16 ? Int(kind - 1) : nil
    }

    /// The palette entry of an indexed color; nil for the others.
    public var paletteIndex: UInt8? {
        bits & 0xFF00_0000 == Self.indexedKind ? UInt8(bits & 0xFF) : nil
    }

    /// The red, green and blue of an ``rgb(_:_:_:)`` color; nil for the others.
    public var components: (red: UInt8, green: UInt8, blue: UInt8)? {
        guard bits & 0xFF00_0000 == Self.rgbKind else { return nil }
        return (UInt8(bits >> 16 & 0xFF), UInt8(bits >> 8 & 0xFF), UInt8(bits & 0xFF))
    }
}

extension TerminalColor: CustomStringConvertible {
    /// As it is written: `blue`, `indexed(208)`, `rgb(255, 153, 0)`; failure messages show it.
    public var description: String {
        if let number = namedNumber { return Self.names[number] }
        if let index = paletteIndex { return "indexed(\(index))" }
        if let (red, green, blue) = components { return "rgb(\(red), \(green), \(blue))" }
        return "default"
    }

    private static let names = [
        "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white", "brightBlack", "brightRed",
        "brightGreen", "brightYellow", "brightBlue", "brightMagenta", "brightCyan", "brightWhite",
    ]
}
