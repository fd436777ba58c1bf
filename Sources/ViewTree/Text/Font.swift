/// SwiftUI's `Font`, for a terminal that has one face at one size: what is left of a font is
/// its emphasis. Titles and headlines are bold, captions and footnotes faint, body text plain;
/// a weight of semibold or more is bold, one below regular faint; italic is italic where the
/// terminal has it. Sizes and designs are accepted and have nothing to change.
public struct Font: Hashable, Sendable {
    private var emphasis: Emphasis
    private var fontWeight: Weight?
    private var isItalic = false

    enum Emphasis: Hashable, Sendable {
        case strong, plain, faint
    }

    private init(_ emphasis: Emphasis) {
        self.emphasis = emphasis
    }

    /// A weight, from ultra light to black.
    public struct Weight: Hashable, Sendable, Comparable {
        private let rank: Int

        /// The thinnest.
        public static let ultraLight = Weight(rank: 1)
        /// Thin.
        public static let thin = Weight(rank: 2)
        /// Light.
        public static let light = Weight(rank: 3)
        /// The body weight.
        public static let regular = Weight(rank: 4)
        /// Medium.
        public static let medium = Weight(rank: 5)
        /// Semibold: bold in a terminal.
        public static let semibold = Weight(rank: 6)
        /// Bold.
        public static let bold = Weight(rank: 7)
        /// Heavy.
        public static let heavy = Weight(rank: 8)
        /// The heaviest.
        public static let black = Weight(rank: 9)

        /// Whether `lhs` is lighter than `rhs`.
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rank < rhs.rank }

        /// Semibold and heavier is bold, lighter than regular faint.
        var styleChange: StyleChange {
            StyleChange(bold: self >= .semibold, dim: self < .regular)
        }
    }

    /// A font design; a terminal has one.
    public enum Design: Hashable, Sendable {
        /// The system's.
        case `default`
        /// With serifs.
        case serif
        /// Rounded.
        case rounded
        /// Fixed width.
        case monospaced
    }

    /// The text styles of Dynamic Type.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        /// The largest title.
        case largeTitle
        /// A first-level title.
        case title
        /// A second-level title.
        case title2
        /// A third-level title.
        case title3
        /// A headline.
        case headline
        /// A subheadline.
        case subheadline
        /// Body text.
        case body
        /// A callout.
        case callout
        /// A footnote.
        case footnote
        /// A caption.
        case caption
        /// An alternate caption.
        case caption2

        var emphasis: Emphasis {
            switch self {
            case .largeTitle, .title, .title2, .title3, .headline: .strong
            case .subheadline, .body, .callout: .plain
            case .footnote, .caption, .caption2: .faint
            }
        }
    }

    /// The largest title: bold.
    public static let largeTitle = Font(.strong)
    /// A title: bold.
    public static let title = Font(.strong)
    /// A second-level title: bold.
    public static let title2 = Font(.strong)
    /// A third-level title: bold.
    public static let title3 = Font(.strong)
    /// A headline: bold.
    public static let headline = Font(.strong)
    /// A subheadline: plain.
    public static let subheadline = Font(.plain)
    /// Body text: plain.
    public static let body = Font(.plain)
    /// A callout: plain.
    public static let callout = Font(.plain)
    /// A footnote: faint.
    public static let footnote = Font(.faint)
    /// A caption: faint.
    public static let caption = Font(.faint)
    /// An alternate caption: faint.
    public static let caption2 = Font(.faint)

    /// The system font of a text style.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        var font = Font(style.emphasis)
        font.fontWeight = weight
        return font
    }

    /// The system font at a size (a terminal has one) and weight.
    public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
        var font = Font(.plain)
        font.fontWeight = weight
        return font
    }

    /// This font at `weight`.
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.fontWeight = weight
        return font
    }

    /// This font, bold.
    public func bold() -> Font {
        weight(.bold)
    }

    /// This font with digits of one width: a terminal's already are.
    public func monospacedDigit() -> Font { self }

    /// This font in a fixed-width face: a terminal's only face is one.
    public func monospaced() -> Font { self }

    /// This font, italic.
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    /// What the font changes in the cells' style: a weight, else the emphasis; italic when
    /// the font is.
    var styleChange: StyleChange {
        var change = fontWeight?.styleChange ?? StyleChange(bold: emphasis == .strong, dim: emphasis == .faint)
        change.italic = isItalic
        return change
    }
}
