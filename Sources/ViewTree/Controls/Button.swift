/// A control that runs an action: Return or Space while it has the focus. Drawn as
/// `[ label ]`, reversed while focused.
public struct Button<Label: View>: View {
    let action: () -> Void
    let label: Label
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.buttonDismissAction) private var dismissAfter
    @Environment(\.keyboardShortcut) private var shortcut

    /// A button showing `label` that runs `action`.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    /// The label between brackets, reversed while focused; Return, Space or a click run the
    /// action.
    public var body: some View {
        let isFocused = FocusReader.isFocused(accepting: isEnabled)
        let isEnabled = self.isEnabled
        let press = Self.press(action, then: dismissAfter)
        KeyboardShortcutRegistry.register(isEnabled ? shortcut : nil, action: press)
        return HStack(spacing: 0) {
            Text("[ ")
            label
            Text(" ]")
        }
        .reverse(isFocused)
        .foregroundColor(isEnabled ? .default : .brightBlack)
        .onKeyPress { key in
            guard key.activates, isEnabled else { return .ignored }
            press()
            return .handled
        }
    }

    /// The action, then an alert's dismissal when the button is in one.
    private static func press(_ action: @escaping () -> Void, then dismiss: DismissAction?) -> () -> Void {
        {
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
}

extension Button where Label == ModifiedContent<Text> {
    /// A button titled `title` with a role; a destructive one is drawn in red.
    public init(_ title: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(action: action) { Text(title).foregroundColor(role == .destructive ? .red : .default) }
    }
}

/// What a button is for, as alerts show it.
public enum ButtonRole: Sendable, Equatable {
    /// It deletes or destroys something: drawn in red.
    case destructive
    /// It cancels.
    case cancel
}
