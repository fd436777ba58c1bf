import CNcurses
import CellGrid

/// Color pairs made on demand: ncurses draws with numbered (foreground, background) pairs.
struct ColorPairs {
    private var pairs: [Pair: Int16] = [:]
    private let enabled: Bool
    private let brightColors: Bool
    private let paletteColors: Bool

    private struct Pair: Hashable {
        let foreground: TerminalColor
        let background: TerminalColor
    }

    init(enabled: Bool) {
        self.enabled = enabled
        brightColors = enabled && cncurses_colors() >= 16
        paletteColors = enabled && cncurses_colors() >= 256
    }

    /// The pair number for a style's colors; 0 (the terminal's defaults) when colors are off.
    mutating func number(for style: CellStyle) -> Int16 {
        guard enabled, style.foreground != .default || style.background != .default else { return 0 }
        let pair = Pair(foreground: style.foreground, background: style.background)
        if let number = pairs[pair] { return number }
        let number = Int16(pairs.count + 1)
        guard Int32(number) < cncurses_color_pairs() else { return 0 }
        init_pair(number, code(style.foreground), code(style.background))
        pairs[pair] = number
        return number
    }

    private func code(_ color: TerminalColor) -> Int16 {
        let base: Int16
        let bright: Bool
        switch color {
        case .indexed(let index):
            return paletteColors ? Int16(index) : code(color.sixteenColor)
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
}
