/// How a toggle looks, given its label and its value, as SwiftUI's `ToggleStyle`: the toggle
/// keeps its behaviour (the focus; Space, Return or a click flip it) and the style draws it.
/// Set one with `.toggleStyle(_:)`; it applies to every toggle inside. A button in a style's
/// body is drawn as part of the toggle: the toggle takes its keys and clicks.
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// The view a toggle of this style is drawn as.
    associatedtype Body: View

    /// The toggle drawn from `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// What a style gets to draw a toggle from.
    typealias Configuration = ToggleStyleConfiguration
}

/// What a ``ToggleStyle`` draws a toggle from.
public struct ToggleStyleConfiguration {
    /// The toggle's label, as one view.
    public let label: Label
    /// Whether the toggle is on; setting it sets the toggle's binding.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that are not all the same. Always false:
    /// toggles over several sources are not offered.
    public let isMixed = false

    init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        _isOn = isOn
    }

    /// A toggle's label, type-erased, as SwiftUI's `ToggleStyleConfiguration.Label`.
    public typealias Label = StyledContent
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// A toggle made from a style's configuration, for use in the style's body
    /// (`Toggle(configuration).padding()`): drawn in the style in effect outside the one being
    /// applied. The toggle being styled keeps the focus and the keys.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(styling: configuration)
    }
}

extension View {
    /// Draws the toggles inside in `style`: `.automatic`, `.checkbox`, `.switch`, `.button`, or
    /// a style of your own.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> EnvironmentWriter<Self> {
        adding(StyleBox(style) { $0.makeBody(configuration: $1) }, to: ToggleStylesKey.self)
    }
}

private struct ToggleStylesKey: EnvironmentKey {
    static var defaultValue: [StyleBox<ToggleStyleConfiguration>] { [] }
}

extension EnvironmentValues {
    /// The toggle styles set around a view, the innermost last (see ``buttonStyles``).
    var toggleStyles: [StyleBox<ToggleStyleConfiguration>] {
        get { self[ToggleStylesKey.self] }
        set { self[ToggleStylesKey.self] = newValue }
    }
}
