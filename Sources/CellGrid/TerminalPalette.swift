/// xterm's default palette: the colors a terminal draws for the 16 named colors and the 256
/// indexed ones, to find the nearest color a terminal can show.
extension TerminalColor {
    /// The 16 named colors in palette order, with xterm's red, green and blue for each.
    private static let sixteen: [(TerminalColor, (Double, Double, Double))] = [
        (.black, (0, 0, 0)), (.red, (205, 0, 0)), (.green, (0, 205, 0)), (.yellow, (205, 205, 0)),
        (.blue, (0, 0, 238)), (.magenta, (205, 0, 205)), (.cyan, (0, 205, 205)), (.white, (229, 229, 229)),
        (.brightBlack, (127, 127, 127)), (.brightRed, (255, 0, 0)), (.brightGreen, (0, 255, 0)),
        (.brightYellow, (255, 255, 0)), (.brightBlue, (92, 92, 255)), (.brightMagenta, (255, 0, 255)),
        (.brightCyan, (0, 255, 255)), (.brightWhite, (255, 255, 255)),
    ]
    /// The cube's six levels of each primary.
    private static let levels: [Double] = [0, 95, 135, 175, 215, 255]

    /// The named color nearest red, green and blue (0 to 255 each).
    public static func nearestNamed(red: Double, green: Double, blue: Double) -> TerminalColor {
        var best = (color: TerminalColor.black, distance: Double.infinity)
        for (color, rgb) in sixteen {
            let distance = squaredDistance(rgb, (red, green, blue))
            if distance < best.distance { best = (color, distance) }
        }
        return best.color
    }

    /// The entry of the 256-color palette nearest red, green and blue (0 to 255 each), from
    /// the cube and the greys (the first 16 are the theme's, so not relied on).
    public static func nearestIndexed(red: Double, green: Double, blue: Double) -> TerminalColor {
        func level(_ value: Double) -> Int {
            var best = 0
            for index in levels.indices where abs(levels[index] - value) < abs(levels[best] - value) { best = index }
            return best
        }
        let cube = (level(red), level(green), level(blue))
        let cubeIndex = 16 + 36 * cube.0 + 6 * cube.1 + cube.2
        let grey = min(23, max(0, Int((((red + green + blue) / 3 - 8) / 10).rounded())))
        let target = (red, green, blue)
        let useGrey = squaredDistance(rgb(of: 232 + grey), target) < squaredDistance(rgb(of: cubeIndex), target)
        return .indexed(UInt8(useGrey ? 232 + grey : cubeIndex))
    }

    /// The color on a terminal of 256 colors: red, green and blue as the nearest entry, the
    /// others as they are.
    public var paletteColor: TerminalColor {
        guard let (red, green, blue) = components else { return self }
        return Self.nearestIndexed(red: Double(red), green: Double(green), blue: Double(blue))
    }

    /// The color on a terminal of 16 colors: a named one as it is, an indexed one (or red,
    /// green and blue) as the named one nearest it.
    public var sixteenColor: TerminalColor {
        if components != nil { return paletteColor.sixteenColor }
        guard let index = paletteIndex else { return self }
        if index < 16 { return Self.sixteen[Int(index)].0 }
        let (red, green, blue) = Self.rgb(of: Int(index))
        return Self.nearestNamed(red: red, green: green, blue: blue)
    }

    /// The color as red, green and blue: its own, or xterm's default for a named or palette
    /// one (what a terminal of 24-bit color is given for a bright color it cannot name).
    public var rgbValue: (red: Int, green: Int, blue: Int) {
        let value: (Double, Double, Double)
        if let (red, green, blue) = components {
            return (Int(red), Int(green), Int(blue))
        } else if let index = paletteIndex {
            value = Self.rgb(of: Int(index))
        } else if let number = namedNumber {
            value = Self.sixteen[number].1
        } else {
            value = (0, 0, 0)
        }
        return (Int(value.0), Int(value.1), Int(value.2))
    }

    /// xterm's red, green and blue for palette entry `index` (0 to 255).
    private static func rgb(of index: Int) -> (Double, Double, Double) {
        if index < 16 { return sixteen[index].1 }
        if index >= 232 {
            let grey = Double(8 + 10 * (index - 232))
            return (grey, grey, grey)
        }
        let cube = index - 16
        return (levels[cube / 36], levels[(cube / 6) % 6], levels[cube % 6])
    }

    private static func squaredDistance(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double {
        (a.0 - b.0) * (a.0 - b.0) + (a.1 - b.1) * (a.1 - b.1) + (a.2 - b.2) * (a.2 - b.2)
    }
}
