/// The style a button has when none is set: `.bordered`, as a terminal has no platform look.
public struct DefaultButtonStyle: PrimitiveButtonStyle, Equatable {
    /// The default style.
    public init() {}

    /// The label between brackets: `[ Save ]`.
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonStyle().makeBody(configuration: configuration)
    }
}

/// A button drawn with its edges: `[ Save ]`, a destructive one's label in red.
public struct BorderedButtonStyle: PrimitiveButtonStyle, Equatable {
    /// The bordered style.
    public init() {}

    /// The label between brackets.
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
            Text("[ ")
            configuration.sizedLabel.foregroundColor(configuration.role == .destructive ? .red : .default)
            Text(" ]")
        }
    }
}

/// A button drawn as its label alone, in the tint (SwiftUI's accent colour) when there is one;
/// a destructive one in red.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, Equatable {
    @Environment(\.tint) private var tint

    /// The borderless style.
    public init() {}

    /// The label, coloured.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.sizedLabel.foregroundColor(configuration.role == .destructive ? .red : tint ?? .default)
    }

    /// Always equal: the style has no settings of its own (it reads the environment).
    nonisolated public static func == (lhs: Self, rhs: Self) -> Bool { true }
}

/// A button drawn as its label and nothing else, as it would look as text.
public struct PlainButtonStyle: PrimitiveButtonStyle, Equatable {
    /// The plain style.
    public init() {}

    /// The label as it is.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.sizedLabel
    }
}

/// A button filled with the tint (blue without one; red when destructive), its label bold in
/// white with a cell of fill each side: ` Save `.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, Equatable {
    @Environment(\.tint) private var tint

    /// The prominent style.
    public init() {}

    /// The label on the fill.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.sizedLabel
            .bold()
            .foregroundColor(.white)
            .cellPadding(.horizontal, 1)
            .background(configuration.role == .destructive ? .red : tint ?? .blue)
    }

    /// Always equal: the style has no settings of its own (it reads the environment).
    nonisolated public static func == (lhs: Self, rhs: Self) -> Bool { true }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The style a button has when none is set: `[ Save ]`.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// `[ Save ]`.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// The label alone, in the tint.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The label alone.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// The label on a fill of the tint.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// Liquid Glass, on Apple's 2025 systems: a terminal has no glass, so bordered.
    public static var glass: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// Prominent Liquid Glass: a terminal has no glass, so bordered prominent.
    public static var glassProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
