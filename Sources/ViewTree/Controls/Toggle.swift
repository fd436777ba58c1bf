/// A control that turns a value on and off: Space or Return while it has the focus. Drawn as
/// `[x] label` or `[ ] label`, reversed while focused.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tint) private var tint

    /// A toggle of `isOn` showing `label`.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// The check box and the label; Space and Return flip the value.
    public var body: some View {
        let isFocused = FocusReader.isFocused(accepting: isEnabled)
        let isEnabled = self.isEnabled
        let isOn = self.isOn
        return HStack(spacing: 1) {
            Text(isOn.wrappedValue ? "[x]" : "[ ]").marked(isOn.wrappedValue && isEnabled, tint: tint)
            label
        }
        .reverse(isFocused)
        .foregroundColor(isEnabled ? .default : .brightBlack)
        .onKeyPress { press in
            guard press.activates, isEnabled else { return .ignored }
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
