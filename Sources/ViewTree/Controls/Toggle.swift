/// A control that turns a value on and off: Space or Return while it has the focus, or a
/// click. Drawn by the toggle style in the environment (`[x] label` unless `.toggleStyle(_:)`
/// says otherwise), reversed while focused.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    /// Made by `Toggle(configuration)` in a style's body: drawn in the style outside, and the
    /// toggle being styled keeps the focus and the keys.
    let isStyleBody: Bool
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.toggleStyles) private var styles

    /// A toggle of `isOn` showing `label`.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
        isStyleBody = false
    }

    init(styling configuration: ToggleStyleConfiguration) where Label == ToggleStyleConfiguration.Label {
        isOn = configuration.$isOn
        label = configuration.label
        isStyleBody = true
    }

    /// The style's drawing of the value and the label; Space and Return flip the value.
    public var body: some View {
        let isStyleBody = self.isStyleBody
        let isEnabled = self.isEnabled
        let isFocused = !isStyleBody && FocusReader.isFocused(accepting: isEnabled)
        let isOn = self.isOn
        let styles = isStyleBody ? Array(self.styles.dropLast()) : self.styles
        let configuration = ToggleStyleConfiguration(
            label: StyledContent(_ControlLabel(content: label)), isOn: isOn)
        return
            (styles.last?.makeBody(configuration)
            ?? AnyView(DefaultToggleStyle().makeBody(configuration: configuration)))
            .environment(\.toggleStyles, styles)
            .environment(\.isInsideControl, true)
            .reverse(isFocused)
            .foregroundColor(isEnabled ? .default : .brightBlack)
            .onKeyPress { press in
                guard !isStyleBody, press.activates, isEnabled else { return .ignored }
                isOn.wrappedValue.toggle()
                return .handled
            }
    }
}

extension Toggle where Label == Text {
    /// A toggle of `isOn` titled `title`.
    public init(_ title: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}
