/// A control that runs an action: Return or Space while it has the focus, or a click. Drawn
/// by the button style in the environment (`[ label ]` unless `.buttonStyle(_:)` says
/// otherwise), reversed while focused.
public struct Button<Label: View>: View {
    let action: () -> Void
    let label: Label
    let role: ButtonRole?
    /// Made by `Button(configuration)` in a style's body: drawn as `.automatic`, and the
    /// button being styled keeps the focus, the keys and the shortcut.
    let isStyleBody: Bool
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.buttonDismissAction) private var dismissAfter
    @Environment(\.keyboardShortcut) private var shortcut
    @Environment(\.buttonStyles) private var styles
    @Environment(\.isInsideControl) private var isInsideControl
    @Environment(\.clock) private var clock
    @Environment(\.buttonSizing) private var sizing
    @State private var press = ButtonPress()

    /// A button showing `label` that runs `action`.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button for `role` showing `label` that runs `action`; a destructive one is drawn in
    /// red.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
        isStyleBody = false
    }

    init(styling configuration: PrimitiveButtonStyleConfiguration) where Label == ButtonStyleConfiguration.Label {
        action = configuration.action
        label = configuration.label
        role = configuration.role
        isStyleBody = true
    }

    /// The style's drawing of the label, reversed while focused; Return, Space or a click run
    /// the action.
    public var body: some View {
        // Drawn only: in a style's body, or as part of a control that takes the keys itself.
        let drawsOnly = isStyleBody || isInsideControl
        let isEnabled = self.isEnabled
        let isFocused = !drawsOnly && FocusReader.isFocused(accepting: isEnabled)
        let trigger = drawsOnly ? action : Self.press(action, showing: press, on: clock, then: dismissAfter)
        if !drawsOnly { KeyboardShortcutRegistry.register(isEnabled ? shortcut : nil, action: trigger) }
        // A style's own `Button(configuration)` is drawn in the style outside it, and the
        // buttons in that drawing see the styles outside it too.
        let styles = isStyleBody ? Array(self.styles.dropLast()) : self.styles
        var configuration = PrimitiveButtonStyleConfiguration(
            label: StyledContent(label), role: role, press: press, action: trigger)
        configuration.sizing = sizing
        return
            (styles.last?.makeBody(configuration)
            ?? AnyView(DefaultButtonStyle().makeBody(configuration: configuration)))
            .environment(\.buttonStyles, styles)
            .reverse(isFocused)
            .foregroundColor(isEnabled ? .default : .brightBlack)
            .onKeyPress { key in
                guard !drawsOnly, key.activates, isEnabled else { return .ignored }
                trigger()
                return .handled
            }
    }

    /// The action, shown pressed, then an alert's dismissal when the button is in one.
    private static func press(
        _ action: @escaping () -> Void, showing press: ButtonPress, on clock: ViewClock, then dismiss: DismissAction?
    ) -> () -> Void {
        {
            press.flash(on: clock)
            action()
            dismiss?()
        }
    }
}

extension Button where Label == Text {
    /// A button titled `title` that runs `action`.
    public init(_ title: String, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// A button titled `title` for `role`; a destructive one is drawn in red.
    public init(_ title: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

/// What a button is for, as alerts show it.
public enum ButtonRole: Sendable, Equatable {
    /// It deletes or destroys something: drawn in red.
    case destructive
    /// It cancels.
    case cancel
}
