extension View {
    /// Draws the buttons inside in `style`: `.bordered`, `.borderless`, `.plain`,
    /// `.borderedProminent`, `.automatic`, or a primitive style of your own. Inside a
    /// primitive style's body, `Button(configuration)` is drawn in the style that was in
    /// effect outside this one.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> EnvironmentWriter<Self> {
        adding(StyleBox(style) { $0.makeBody(configuration: $1) }, to: ButtonStylesKey.self)
    }

    /// Draws the buttons inside with a ``ButtonStyle`` of your own: its body from the label
    /// and whether the button is pressed.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> EnvironmentWriter<Self> {
        adding(
            StyleBox(style) { style, configuration in
                style.makeBody(
                    configuration: ButtonStyleConfiguration(
                        label: configuration.label, role: configuration.role, press: configuration.press))
            }, to: ButtonStylesKey.self)
    }
}

private struct ButtonStylesKey: EnvironmentKey {
    static var defaultValue: [StyleBox<PrimitiveButtonStyleConfiguration>] { [] }
}

extension EnvironmentValues {
    /// The button styles set around a view, the innermost last: buttons are drawn in the last
    /// (`.automatic` when there is none), `Button(configuration)` in a style's body in the one
    /// before it.
    var buttonStyles: [StyleBox<PrimitiveButtonStyleConfiguration>] {
        get { self[ButtonStylesKey.self] }
        set { self[ButtonStylesKey.self] = newValue }
    }
}
