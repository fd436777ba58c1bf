/// Content in a box with its label in the top edge, as SwiftUI's `GroupBox`:
/// `┌ Network ───┐`.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// `content` in a box titled by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// The box, the label over its top edge.
    public var body: some View {
        content
            .cellPadding(.horizontal, 1)
            .frame(maxWidth: .infinity, alignment: .leading)
            .border()
            .overlay(alignment: .topLeading) {
                // Spaces, not padding: padding is see-through, and the edge would show.
                if Label.self != EmptyView.self {
                    HStack(spacing: 0) {
                        Text(" ")
                        label.bold()
                        Text(" ")
                    }
                    .cellPadding(.leading, 1)
                }
            }
    }
}

extension GroupBox where Label == Text {
    /// `content` in a box titled `title`.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension GroupBox where Label == EmptyView {
    /// `content` in a box without a title.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}
