/// How a text field looks, as SwiftUI's `TextFieldStyle`: `.automatic` and `.plain` show
/// the text alone; `.roundedBorder` underlines the field's cells, a terminal's way of showing
/// where to type without a box three rows high. As in SwiftUI, there is no custom style.
public protocol TextFieldStyle {
    /// Whether the fields in this style underline their cells.
    var underlines: Bool { get }
}

/// The style a text field has when none is set: the text alone.
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// Nothing drawn around the text.
    public var underlines: Bool { false }
    /// The default style.
    public init() {}
}

/// The text alone.
public struct PlainTextFieldStyle: TextFieldStyle {
    /// Nothing drawn around the text.
    public var underlines: Bool { false }
    /// The plain style.
    public init() {}
}

/// The field's cells underlined, the text on them.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// The cells are underlined.
    public var underlines: Bool { true }
    /// The bordered style.
    public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The text alone.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// The text alone.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// The field's cells underlined.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension View {
    /// Draws the text fields inside in `style`.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> EnvironmentWriter<Self> {
        environment(\.textFieldUnderlines, style.underlines)
    }
}

private struct TextFieldUnderlinesKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether text fields here underline their cells (`.roundedBorder`).
    var textFieldUnderlines: Bool {
        get { self[TextFieldUnderlinesKey.self] }
        set { self[TextFieldUnderlinesKey.self] = newValue }
    }
}
