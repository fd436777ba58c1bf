extension View {
    /// Text that says what this view does, as SwiftUI's `.help(_:)`: a terminal has no
    /// pointer to hover with, so it shows on the screen's last row, over what is there, while
    /// this view (or a view inside) has the focus. The innermost help around the focus wins.
    public func help(_ text: String) -> some View {
        _HelpContent(content: self, text: text)
    }
}

/// Content with a help text for while the focus is inside it.
public struct _HelpContent<Content: View>: View, ModifierNodeView {
    let content: Content
    let text: String

    /// The content; the node keeps the text for the host to show.
    public var body: some View {
        EvaluationContext.current?.helpText = text
        return content
    }
}
