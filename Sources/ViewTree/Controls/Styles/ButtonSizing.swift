/// How buttons size themselves along their width, as SwiftUI's `ButtonSizing`: to their
/// label (``fitted``), or to all the width offered (``flexible``), the label centred.
public struct ButtonSizing: Hashable, Sendable {
    private enum Kind: Hashable, Sendable { case automatic, fitted, flexible }
    private let kind: Kind

    /// What the button's place suggests: here, its label's width, as ``fitted``.
    public static let automatic = ButtonSizing(kind: .automatic)
    /// As wide as the label (and the style's edges), narrower when the space is.
    public static let fitted = ButtonSizing(kind: .fitted)
    /// As wide as the space offered, the label centred in it.
    public static let flexible = ButtonSizing(kind: .flexible)

    var isFlexible: Bool { kind == .flexible }
}

extension View {
    /// How the buttons inside size themselves (see ``ButtonSizing``). The built-in button
    /// styles follow it; a style of one's own reads `\.buttonSizing`, as in SwiftUI.
    public func buttonSizing(_ sizing: ButtonSizing) -> some View {
        environment(\.buttonSizing, sizing)
    }
}

private struct ButtonSizingKey: EnvironmentKey {
    static var defaultValue: ButtonSizing { .automatic }
}

extension EnvironmentValues {
    /// How the buttons here size themselves (see ``View/buttonSizing(_:)``).
    public var buttonSizing: ButtonSizing {
        get { self[ButtonSizingKey.self] }
        set { self[ButtonSizingKey.self] = newValue }
    }
}

extension PrimitiveButtonStyleConfiguration {
    /// The label as the built-in styles draw it: across the width offered, centred, when the
    /// buttons here are ``ButtonSizing/flexible``.
    @MainActor var sizedLabel: some View {
        label.frame(maxWidth: sizing.isFlexible ? .infinity : nil)
    }
}
