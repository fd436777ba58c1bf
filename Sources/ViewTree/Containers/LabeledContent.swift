/// A label and its value on one line, the value at the trailing edge, as SwiftUI shows
/// labeled content in a form: `Total              €12.50`.
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// `label`, then `content` at the trailing edge.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// The label, a spacer and the content.
    public var body: some View {
        HStack(cellSpacing: 1) {
            label
            Spacer()
            content
        }
    }
}

extension LabeledContent where Label == Text {
    /// `title`, then `content` at the trailing edge.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// `title`, then `value` as it is at the trailing edge.
    public init(_ title: String, value: some StringProtocol) {
        self.init(title) { Text(verbatim: String(value)) }
    }

    /// `title`, then `value` written by `format` at the trailing edge:
    /// `LabeledContent("Total", value: total, format: .currency(code: "EUR"))`.
    public init<F: FormatStyle>(_ title: String, value: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(title) { Text(value, format: format) }
    }
}
