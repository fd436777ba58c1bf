/// What SwiftUI sets about type that a terminal cannot change: it has one face, at one size,
/// in cells at fixed places, a row apart. These compile, as SwiftUI code writes them, and
/// leave the text as it is (see <doc:ComingFromSwiftUI>).
extension View {
    /// Space between lines: lines here are a row apart.
    public func lineSpacing(_ lineSpacing: CGFloat) -> Self { self }

    /// Space between letters: cells have fixed places.
    public func kerning(_ kerning: CGFloat) -> Self { self }

    /// Space added after each letter: cells have fixed places.
    public func tracking(_ tracking: CGFloat) -> Self { self }

    /// Text moved up or down from its baseline: a character sits in its cell.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Self { self }

    /// How much text may shrink to fit: characters have one size, text that does not fit
    /// wraps or is cut.
    public func minimumScaleFactor(_ factor: CGFloat) -> Self { self }

    /// Whether letters may move closer to fit: cells have fixed places.
    public func allowsTightening(_ flag: Bool) -> Self { self }

    /// The dynamic type size: a terminal's text has one size.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> Self { self }

    /// The design of the fonts inside (serif, rounded, monospaced): a terminal has one face.
    public func fontDesign(_ design: Font.Design?) -> Self { self }

    /// The width of the fonts inside (condensed, expanded): a terminal has one face.
    public func fontWidth(_ width: Font.Width?) -> Self { self }
}

/// Text sizes the user can choose, as SwiftUI's.
public enum DynamicTypeSize: Hashable, Sendable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
}

extension Font {
    /// A font by name at `size`: the terminal's face, as body text.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        .body
    }

    /// A font by name at `size`, scaled as `textStyle`: the terminal's face, with that text
    /// style's emphasis (a title is bold, a caption faint).
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        .system(textStyle)
    }

    /// A font by name at a size that does not scale: the terminal's face, as body text.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        .body
    }

    /// A font's width: a terminal has one.
    public struct Width: Hashable, Sendable {
        /// The width's value, as SwiftUI's (0 is standard).
        public var value: CGFloat

        /// A width of `value`.
        public init(_ value: CGFloat) {
            self.value = value
        }

        /// Compressed.
        public static let compressed = Width(-0.3)
        /// Condensed.
        public static let condensed = Width(-0.2)
        /// Standard.
        public static let standard = Width(0)
        /// Expanded.
        public static let expanded = Width(0.2)
    }

    /// The space between lines of a font.
    public enum Leading: Hashable, Sendable {
        /// The font's own.
        case standard
        /// Less.
        case tight
        /// More.
        case loose
    }

    /// This font at `width`: a terminal has one width.
    public func width(_ width: Width) -> Font { self }

    /// This font with `leading` between lines: lines are a row apart.
    public func leading(_ leading: Leading) -> Font { self }

    /// This font with small capitals for all letters: a terminal's face has none, so letters
    /// stay as written, and the font keeps its emphasis (`textCase(.uppercase)` draws
    /// capitals where an app wants them).
    public func smallCaps() -> Font { self }

    /// This font with small capitals for lowercase letters: letters stay as written (see
    /// ``smallCaps()``).
    public func lowercaseSmallCaps() -> Font { self }

    /// This font with small capitals for capital letters: capitals stay full size, the only
    /// size a terminal has.
    public func uppercaseSmallCaps() -> Font { self }
}

extension Text {
    /// How a line under or through text is drawn, as SwiftUI's: a terminal draws one solid
    /// line in the text's colour.
    public struct LineStyle: Hashable, Sendable {
        /// The line's pattern.
        public var pattern: Pattern
        /// The line's colour; nil: the text's.
        public var color: Color?

        /// A line of `pattern` in `color`.
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's colour.
        public static let single = LineStyle()

        /// A line's dashes and dots.
        public struct Pattern: Hashable, Sendable {
            private let name: String

            /// One solid line.
            public static let solid = Pattern(name: "solid")
            /// Dots.
            public static let dot = Pattern(name: "dot")
            /// Dashes.
            public static let dash = Pattern(name: "dash")
            /// A dash, then a dot.
            public static let dashDot = Pattern(name: "dashDot")
            /// A dash, then two dots.
            public static let dashDotDot = Pattern(name: "dashDotDot")
        }
    }
}

/// A number that scales with the text size, as SwiftUI's `@ScaledMetric`: text here has one
/// size, so the value stays as written.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: Sendable where Value: Sendable {
    /// The value as written.
    public let wrappedValue: Value

    /// A value scaled as body text.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// A value scaled as `textStyle`.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        self.wrappedValue = wrappedValue
    }
}
