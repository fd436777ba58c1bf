/// A titled part of a list or a form: its header in bold, then its content.
public struct Section<Header: View, Content: View>: View {
    let header: Header
    let content: Content

    /// A section of `content` under `header`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
        self.header = header()
        self.content = content()
    }

    /// The header, then the content.
    public var body: some View {
        VStack(alignment: .leading) {
            header.bold()
            content
        }
    }
}

extension Section where Header == Text {
    /// A section of `content` titled `title`.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension Section where Header == EmptyView {
    /// A section of `content` without a header.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}
