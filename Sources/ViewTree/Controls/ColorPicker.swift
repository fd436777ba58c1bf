/// A control that chooses a colour, as SwiftUI's `ColorPicker`: the label, then a swatch of
/// the colour, `Tint [ ██ ▾ ]`. A terminal has no colour panel: Return, Space or a click open
/// a list of the colours a terminal names (SwiftUI's names where it has one: `purple` is the
/// terminal's magenta, `indigo` its bright blue), the chosen one ticked and focused; Up and
/// Down move, Return chooses and writes the binding, Escape closes the list and changes
/// nothing. A colour the list does not hold (`Color(red:green:blue:)`) is drawn as it is in
/// the swatch and ticked in the list at its nearest.
///
/// A terminal cannot show opacity: with `supportsOpacity` a colour chosen keeps the opacity
/// the binding had, without it the colour is written opaque.
public struct ColorPicker<Label: View>: View {
    let label: Label
    let selection: Binding<Color>
    let supportsOpacity: Bool

    /// A picker of `selection` shown after `label`.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    /// The label and the swatch, a menu of the terminal's colours.
    public var body: some View {
        let selection = self.selection
        let current = selection.wrappedValue
        let chosen = TerminalColorChoices.nearest(current)
        let opacity = supportsOpacity ? current.opacityValue : 1
        return HStack(cellSpacing: 1) {
            _ControlLabel(content: label)
            Menu {
                ForEach(TerminalColorChoices.all.indices, id: \.self) { index in
                    let choice = TerminalColorChoices.all[index]
                    let item = Button {
                        selection.wrappedValue = choice.color.opacity(opacity)
                    } label: {
                        HStack(cellSpacing: 1) {
                            Text(index == chosen ? "✓" : " ")
                            Text("██").foregroundColor(choice.color)
                            Text(choice.name)
                        }
                    }
                    // The list focuses its first item; the chosen one takes the focus after.
                    if index == chosen { item.prefersDefaultFocus() } else { item }
                }
            } label: {
                Text("██").foregroundColor(current)
            }
        }
    }
}

extension ColorPicker where Label == Text {
    /// A picker titled `titleKey`, a literal whose Markdown is read as `Text`'s.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// A picker titled `title`, shown as it is. Disfavoured, as SwiftUI's: a literal is a
    /// ``LocalizedStringKey``.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// The list a ``ColorPicker`` opens: the sixteen colours a terminal names.
private enum TerminalColorChoices {
    /// The colours a terminal names, in its palette's order, by SwiftUI's name where there is
    /// one.
    static let all: [(name: String, color: Color)] = [
        ("black", .black), ("red", .red), ("green", .green), ("yellow", .yellow), ("blue", .blue),
        ("purple", .purple), ("cyan", .cyan), ("white", .white), ("gray", .gray), ("bright red", .brightRed),
        ("mint", .mint), ("bright yellow", .brightYellow), ("indigo", .indigo), ("pink", .pink),
        ("bright cyan", .brightCyan), ("bright white", .brightWhite),
    ]

    /// The place in ``all`` of the colour nearest `color`; nil for the terminal's own
    /// colour, which the list does not hold.
    static func nearest(_ color: Color) -> Int? {
        let terminalColor = color.terminalColor
        let named =
            if let (red, green, blue) = terminalColor.components {
                TerminalColor.nearestNamed(red: Double(red), green: Double(green), blue: Double(blue))
            } else {
                terminalColor.sixteenColor
            }
        return all.firstIndex { $0.color.terminalColor == named }
    }
}
