/// A titled part of a list or a form: its header in bold, its content, then its footer
/// (faint, as SwiftUI's captions). In a `Form`, the content is indented under the header and
/// a blank row follows the section. A section made with `isExpanded:` collapses as a sidebar
/// list's does: its header takes the focus and shows `▸` or `▾`, as a ``DisclosureGroup``'s
/// label, and the content shows while the binding is true.
public struct Section<Header: View, Content: View, Footer: View>: View {
    let header: Header
    let content: Content
    let footer: Footer
    var isExpanded: Binding<Bool>?
    @Environment(\.isInForm) private var isInForm

    /// A section of `content` under `header`, with `footer` under it.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header, @ViewBuilder footer: () -> Footer
    ) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// The header, the content and the footer.
    public var body: some View {
        VStack(alignment: .leading) {
            if let isExpanded {
                DisclosureGroup(isExpanded: isExpanded) {
                    content
                } label: {
                    header.bold()
                }
            } else {
                header.bold()
                content.cellPadding(.leading, isInForm ? 2 : 0)
            }
            footer.opacity(0.4).cellPadding(.leading, isInForm ? 2 : 0)
        }
        .cellPadding(.bottom, isInForm ? 1 : 0)
    }
}

extension Section {
    /// A section of `content` under `header` with `footer` under it, as SwiftUI's older form.
    public init(header: Header, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }
}

extension Section where Footer == EmptyView {
    /// A section of `content` under `header`, as SwiftUI's older form.
    public init(header: Header, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }

    /// A section of `content` under `header`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
        self.init(content: content, header: header) { EmptyView() }
    }
}

extension Section where Header == EmptyView {
    /// A section of `content` with `footer` under it and no header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
}

extension Section where Header == Text, Footer == EmptyView {
    /// A section of `content` titled `title`.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A section titled `title` that collapses: its content shows while `isExpanded` is true.
    public init(_ title: String, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
        self.isExpanded = isExpanded
    }
}

extension Section where Footer == EmptyView {
    /// A section under `header` that collapses: its content shows while `isExpanded` is true.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
        self.init(content: content, header: header)
        self.isExpanded = isExpanded
    }
}

extension Section where Header == EmptyView, Footer == EmptyView {
    /// A section of `content` without a header.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}
