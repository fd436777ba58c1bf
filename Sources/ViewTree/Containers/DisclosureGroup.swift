/// A label that shows or hides content under it, as SwiftUI's `DisclosureGroup`:
/// `▸ Advanced` collapsed, `▾ Advanced` with the content indented under it. Focused, Return,
/// Space or Right expand it and Left collapses it; a click on the label toggles it.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?
    @State private var ownExpansion = false
    @Environment(\.isEnabled) private var isEnabled

    /// A group that keeps whether it is expanded itself (collapsed at first).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        isExpanded = nil
    }

    /// A group expanded while `isExpanded` is true.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded
    }

    /// The label with its arrow, then the content while expanded.
    public var body: some View {
        let expansion = isExpanded ?? $ownExpansion
        let isFocused = FocusReader.isFocused(accepting: isEnabled)
        let expanded = expansion.wrappedValue
        return VStack(alignment: .leading) {
            HStack(cellSpacing: 1) {
                Text(expanded ? "▾" : "▸")
                label
            }
            .reverse(isFocused)
            if expanded {
                content.cellPadding(.leading, 2)
            }
        }
        .onKeyPress { press in
            guard isEnabled else { return .ignored }
            switch press.key {
            case .leftArrow where expansion.wrappedValue: expansion.wrappedValue = false
            case .rightArrow where !expansion.wrappedValue: expansion.wrappedValue = true
            case _ where press.activates: expansion.wrappedValue.toggle()
            default: return .ignored
            }
            return .handled
        }
    }
}

extension DisclosureGroup where Label == Text {
    /// A group titled `title` that keeps whether it is expanded itself.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A group titled `title`, expanded while `isExpanded` is true.
    public init(_ title: String, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}
