/// A symbol, as one character: `Image(systemName: "checkmark.circle.fill")` shows `●`. A
/// terminal has no SF Symbols; the common ones map to characters, any other to `▫`.
public struct Image: PrimitiveView, Equatable {
    let symbol: String

    /// The character for the SF Symbol `systemName`.
    public init(systemName: String) {
        symbol = Self.symbols[systemName] ?? "▫"
    }

    /// Accepted for SwiftUI code and ignored: a character has one size.
    public func resizable() -> Image {
        self
    }

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
    ]
}

/// A label and its value on one line, the value at the end: `Count              3`.
public struct LabeledContent: View {
    let title: String
    let value: String

    /// `title`, then `value` at the trailing edge.
    public init<S: StringProtocol>(_ title: String, value: S) {
        self.title = title
        self.value = String(value)
    }

    /// The title, a spacer and the value.
    public var body: some View {
        HStack(spacing: 1) {
            Text(title)
            Spacer()
            Text(value)
        }
    }
}
