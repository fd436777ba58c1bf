/// How a label shows its title and icon, as SwiftUI's `LabelStyle`. Set one with
/// `.labelStyle(_:)`; it applies to every label inside.
@MainActor @preconcurrency
public protocol LabelStyle {
    /// The view a label of this style is drawn as.
    associatedtype Body: View

    /// The label drawn from `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// What a style gets to draw a label from.
    typealias Configuration = LabelStyleConfiguration
}

/// What a ``LabelStyle`` draws a label from.
public struct LabelStyleConfiguration {
    /// The label's title, as one view.
    public let title: Title
    /// The label's icon, as one view.
    public let icon: Icon

    /// A label's title, type-erased.
    public typealias Title = StyledContent
    /// A label's icon, type-erased.
    public typealias Icon = StyledContent
}

/// The style a label has when none is set: the icon, a cell, the title.
public struct DefaultLabelStyle: LabelStyle, Equatable {
    /// The default style.
    public init() {}

    /// The icon and the title.
    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

/// The icon, a cell, the title: `★ Favourites`.
public struct TitleAndIconLabelStyle: LabelStyle, Equatable {
    /// The title-and-icon style.
    public init() {}

    /// The icon and the title.
    public func makeBody(configuration: Configuration) -> some View {
        HStack(cellSpacing: 1) {
            configuration.icon
            configuration.title
        }
    }
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle, Equatable {
    /// The title-only style.
    public init() {}

    /// The title.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.title
    }
}

/// The icon alone.
public struct IconOnlyLabelStyle: LabelStyle, Equatable {
    /// The icon-only style.
    public init() {}

    /// The icon.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.icon
    }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The style a label has when none is set: icon and title.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// Icon and title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title alone.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon alone.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension View {
    /// Draws the labels inside in `style`: `.titleAndIcon`, `.titleOnly`, `.iconOnly`, or a
    /// style of your own.
    public func labelStyle<S: LabelStyle>(_ style: S) -> EnvironmentWriter<Self> {
        environment(\.labelStyle, StyleBox(style) { $0.makeBody(configuration: $1) })
    }
}

private struct LabelStyleKey: EnvironmentKey {
    static var defaultValue: StyleBox<LabelStyleConfiguration>? { nil }
}

extension EnvironmentValues {
    /// The style labels here are drawn in; nil: `.automatic`.
    var labelStyle: StyleBox<LabelStyleConfiguration>? {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}
