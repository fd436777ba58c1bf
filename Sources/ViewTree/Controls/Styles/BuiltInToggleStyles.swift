/// The style a toggle has when none is set: `.checkbox`, as a terminal has no platform look.
public struct DefaultToggleStyle: ToggleStyle, Equatable {
    /// The default style.
    public init() {}

    /// A check box before the label: `[x] Wi-Fi`.
    public func makeBody(configuration: Configuration) -> some View {
        CheckboxToggleStyle().makeBody(configuration: configuration)
    }
}

/// A check box before the label: `[x] Wi-Fi` when on (the `x` in the tint), `[ ] Wi-Fi` when
/// off.
public struct CheckboxToggleStyle: ToggleStyle, Equatable {
    @Environment(\.tint) private var tint
    @Environment(\.isEnabled) private var isEnabled

    /// The check box style.
    public init() {}

    /// The box, then the label.
    public func makeBody(configuration: Configuration) -> some View {
        HStack(cellSpacing: 1) {
            Text(configuration.isOn ? "[x]" : "[ ]").marked(configuration.isOn && isEnabled, tint: tint)
            configuration.label
        }
    }

    /// Always equal: the style has no settings of its own (it reads the environment).
    nonisolated public static func == (lhs: Self, rhs: Self) -> Bool { true }
}

/// The label, then a switch: `Wi-Fi (━●)` when on (in the tint), `Wi-Fi (○━)` when off.
public struct SwitchToggleStyle: ToggleStyle, Equatable {
    @Environment(\.tint) private var tint
    @Environment(\.isEnabled) private var isEnabled

    /// The switch style.
    public init() {}

    /// The label, then the switch.
    public func makeBody(configuration: Configuration) -> some View {
        HStack(cellSpacing: 1) {
            configuration.label
            Text(configuration.isOn ? "(━●)" : "(○━)").marked(configuration.isOn && isEnabled, tint: tint)
        }
    }

    /// Always equal: the style has no settings of its own (it reads the environment).
    nonisolated public static func == (lhs: Self, rhs: Self) -> Bool { true }
}

/// A button that stays down while on: `[ Bold ]`, bold and in the tint when on.
public struct ButtonToggleStyle: ToggleStyle, Equatable {
    @Environment(\.tint) private var tint
    @Environment(\.isEnabled) private var isEnabled

    /// The button style.
    public init() {}

    /// The label between brackets, marked when on.
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
            Text("[ ")
            configuration.label
            Text(" ]")
        }
        .bold(configuration.isOn)
        .foregroundColor(configuration.isOn && isEnabled ? tint ?? .default : .default)
    }

    /// Always equal: the style has no settings of its own (it reads the environment).
    nonisolated public static func == (lhs: Self, rhs: Self) -> Bool { true }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The style a toggle has when none is set: a check box.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    /// `[x] label`.
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// `label (━●)`.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// `[ label ]`, bold while on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
