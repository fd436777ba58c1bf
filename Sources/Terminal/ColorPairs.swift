import CNcurses
import CellGrid

/// Color pairs made on demand: ncurses draws with numbered (foreground, background) pairs.
/// Colors are given as the terminal can show them: red, green and blue as they are where
/// terminfo says it has 24-bit color, else as the nearest of its 256 or 16.
struct ColorPairs {
    private var pairs: [Pair: Int32] = [:]
    private var last: (pair: Pair, number: Int16)?
    private let enabled: Bool
    private let brightColors: Bool
    private let paletteColors: Bool
    private let directColors: Bool

    private struct Pair: Hashable {
        let foreground: TerminalColor
        let background: TerminalColor
    }

    init(enabled: Bool) {
        self.enabled = enabled
        brightColors = enabled && cncurses_colors() >= 16
        paletteColors = enabled && cncurses_colors() >= 256
        directColors = enabled && cncurses_colors() >= 1 << 24
    }

    /// The pair number for a style's colors; 0 (the terminal's defaults) when colors are off.
    mutating func number(for style: CellStyle) -> Int16 {
        guard enabled, style.foreground != .default || style.background != .default else { return 0 }
        let pair = Pair(foreground: style.foreground, background: style.background)
        // Cells next to each other mostly share their colors: the last pair is kept at hand.
        if pair == last?.pair, let last { return last.number }
        if let number = pairs[pair] {
            last = (pair, Int16(number))
            return Int16(number)
        }
        let number = Int32(pairs.count + 1)
        // Pair numbers stay below a short's limit; the colors in them may be 24-bit values.
        guard number < min(cncurses_color_pairs(), Int32(Int16.max)) else { return 0 }
        if directColors {
            init_extended_pair(number, code(style.foreground), code(style.background))
        } else {
            init_pair(Int16(number), Int16(code(style.foreground)), Int16(code(style.background)))
        }
        pairs[pair] = number
        return Int16(number)
    }

    private func code(_ color: TerminalColor) -> Int32 {
        if directColors { return directCode(color) }
        if color.components != nil { return code(paletteColors ? color.paletteColor : color.sixteenColor) }
        if let index = color.paletteIndex { return paletteColors ? Int32(index) : code(color.sixteenColor) }
        guard let number = color.namedNumber else { return -1 }
        // Bright ones are 8 to 15 where the terminal has them, else their normal color.
        return number >= 8 && !brightColors ? Int32(number - 8) : Int32(number)
    }

    /// A color for a terminal of 24-bit color, whose terminfo keeps only the 8 first values
    /// for named colors (xterm-direct's): those stay named, the rest are red, green and blue
    /// (a bright color as xterm's default for it).
    private func directCode(_ color: TerminalColor) -> Int32 {
        if color == .default { return -1 }
        if let number = color.namedNumber, number < 8 { return Int32(number) }
        let (red, green, blue) = color.rgbValue
        // Below 8 a value names a color: the darkest blues move up to the 8th.
        return max(8, Int32(red << 16 | green << 8 | blue))
    }
}
