/// The other ways SwiftUI makes a colour: hue, saturation and brightness; white; a colour
/// space; a name from an asset catalog.
extension Color {
    /// A colour space, as SwiftUI's: the terminal draws every one as sRGB.
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB, sRGBLinear, displayP3
    }

    /// The colour of `hue`, `saturation` and `brightness` (0 to 1 each).
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let (red, green, blue) = Self.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// A grey: 0 is black, 1 white.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// The colour of red, green and blue in `colorSpace`.
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// A grey in `colorSpace`.
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(white: white, opacity: opacity)
    }

    /// A colour from an app's asset catalog, which a terminal app does not have: drawn as the
    /// terminal's text colour (``primary``), except `AccentColor`, which is ``accentColor``.
    public init(_ name: String, bundle: Bundle? = nil) {
        self = name == "AccentColor" ? .accentColor : .primary
    }

    /// The colour as a gradient, as SwiftUI's `Color.gradient`: drawn as the colour.
    public var gradient: AnyGradient { AnyGradient(color: self) }

    /// Red, green and blue of a hue, saturation and brightness (HSV), each 0 to 1.
    static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
        let hue = (hue - hue.rounded(.down)) * 6
        let chroma = brightness * min(1, max(0, saturation))
        let second = chroma * (1 - abs(hue.truncatingRemainder(dividingBy: 2) - 1))
        let lowest = brightness - chroma
        let (red, green, blue): (Double, Double, Double) =
            switch Int(hue) {
            case 0: (chroma, second, 0)
            case 1: (second, chroma, 0)
            case 2: (0, chroma, second)
            case 3: (0, second, chroma)
            case 4: (second, 0, chroma)
            default: (chroma, 0, second)
            }
        return (red + lowest, green + lowest, blue + lowest)
    }
}
