/// A symbol, as one character: `Image(systemName: "checkmark.circle.fill")` shows `●`. A
/// terminal has no SF Symbols; the common ones map to characters, any other to `▫`. A
/// picture (an asset catalog's image, which a terminal app does not have) is drawn as its
/// placeholder, `▣`.
public struct Image: PrimitiveView, Equatable {
    let symbol: String

    /// The character for the SF Symbol `systemName`.
    public init(systemName: String) {
        symbol = Self.symbols[systemName] ?? "▫"
    }

    /// Whether it is a symbol drawn as a character of its own (not `▫` or a picture's `▣`).
    var isKnownSymbol: Bool { symbol != "▫" && symbol != "▣" }

    /// The image `name` of an asset catalog: drawn as its placeholder, `▣`.
    public init(_ name: String, bundle: Bundle? = nil) {
        symbol = "▣"
    }

    /// An image a screen reader skips: drawn as its placeholder, `▣`.
    public init(decorative name: String, bundle: Bundle? = nil) {
        symbol = "▣"
    }

    /// Accepted for SwiftUI code and ignored: a character has one size.
    public func resizable() -> Image {
        self
    }

    /// Accepted for SwiftUI code and ignored: a character has one size.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        self
    }

    /// Template or original colours: a symbol is drawn in the text colour.
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }

    /// How a scaled picture is smoothed: a placeholder is one character.
    public func interpolation(_ interpolation: Interpolation) -> Image { self }

    /// Whether edges are smoothed: a character's are the terminal's.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    /// How a resizable image fills its space, as SwiftUI's.
    public enum ResizingMode: Hashable, Sendable { case tile, stretch }

    /// How an image's colours are drawn, as SwiftUI's.
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }

    /// How a scaled image is smoothed, as SwiftUI's.
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }

    /// The size of a symbol relative to text, as SwiftUI's: one character here.
    public enum Scale: Hashable, Sendable { case small, medium, large }

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        resolver.append(.text(view.symbol, TextLayout(lineLimit: 1)))
    }

    private static let symbols: [String: String] = [
        "circle": "○", "circle.fill": "●", "checkmark": "✓", "checkmark.circle": "✓",
        "checkmark.circle.fill": "●", "checkmark.square": "☑", "square": "☐", "xmark": "✕",
        "xmark.circle": "⊗", "plus": "+", "minus": "-", "star": "☆", "star.fill": "★",
        "heart": "♡", "heart.fill": "♥", "trash": "✗", "chevron.right": "›", "chevron.left": "‹",
        "chevron.up": "˄", "chevron.down": "˅", "arrow.right": "→", "arrow.left": "←",
        "arrow.up": "↑", "arrow.down": "↓", "exclamationmark.triangle": "⚠", "info.circle": "ⓘ",
        "magnifyingglass": "⌕", "gear": "⚙", "gearshape": "⚙", "house": "⌂", "pencil": "✎", "envelope": "✉",
        "checkmark.square.fill": "☑", "square.fill": "■", "xmark.circle.fill": "⊗", "plus.circle": "⊕",
        "plus.circle.fill": "⊕", "minus.circle": "⊖", "minus.circle.fill": "⊖", "trash.fill": "✗",
        "square.and.pencil": "✎", "pencil.circle": "✎", "arrow.clockwise": "↻", "arrow.counterclockwise": "↺",
        "play.fill": "▶", "play": "▷", "stop.fill": "■", "ellipsis": "…", "ellipsis.circle": "…",
        "line.3.horizontal": "≡", "list.bullet": "≡", "flag": "⚑", "flag.fill": "⚑", "sun.max": "☼",
        "moon": "☾", "cloud": "☁",
    ]
}
