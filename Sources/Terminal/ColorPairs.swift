import CNcurses
import CellGrid

/// Color pairs made on demand: ncurses draws with numbered (foreground, background) pairs.
/// Colors are given as the terminal can show them: red, green and blue as they are where
/// terminfo says it has 24-bit color, else as the nearest of its 256 or 16.
struct ColorPairs {
    private var pairs: [Pair: Int32] = [:]
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
        if let number = pairs[pair] { return Int16(number) }
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
        let base: Int32
        let bright: Bool
        switch color {
        case .rgb: return code(paletteColors ? color.paletteColor : color.sixteenColor)
        case .indexed(let index):
            return paletteColors ? Int32(index) : code(color.sixteenColor)
        case .default: return -1
        case .black: (base, bright) = (0, false)
        case .red: (base, bright) = (1, false)
        case .green: (base, bright) = (2, false)
        case .yellow: (base, bright) = (3, false)
        case .blue: (base, bright) = (4, false)
        case .magenta: (base, bright) = (5, false)
        case .cyan: (base, bright) = (6, false)
        case .white: (base, bright) = (7, false)
        case .brightBlack: (base, bright) = (0, true)
        case .brightRed: (base, bright) = (1, true)
        case .brightGreen: (base, bright) = (2, true)
        case .brightYellow: (base, bright) = (3, true)
        case .brightBlue: (base, bright) = (4, true)
        case .brightMagenta: (base, bright) = (5, true)
        case .brightCyan: (base, bright) = (6, true)
        case .brightWhite: (base, bright) = (7, true)
        }
        return bright && brightColors ? base + 8 : base
    }

    /// A color for a terminal of 24-bit color, whose terminfo keeps only the 8 first values
    /// for named colors (xterm-direct's): those stay named, the rest are red, green and blue
    /// (a bright color as xterm's default for it).
    private func directCode(_ color: TerminalColor) -> Int32 {
        switch color {
        case .default: return -1
        case .black: return 0
        case .red: return 1
        case .green: return 2
        case .yellow: return 3
        case .blue: return 4
        case .magenta: return 5
        case .cyan: return 6
        case .white: return 7
        default:
            let (red, green, blue) = color.rgbValue
            // Below 8 a value names a color: the darkest blues move up to the 8th.
            return max(8, Int32(red << 16 | green << 8 | blue))
        }
    }
}
