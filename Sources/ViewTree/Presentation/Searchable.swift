extension View {
    /// A search field over this view editing `text`, as SwiftUI's `.searchable`: `⌕ Search`
    /// on the row above it (SwiftUI puts it in the navigation bar). `/` from anywhere inside
    /// focuses the field; Escape in it clears the text and gives the focus back.
    public func searchable(text: Binding<String>, prompt: String? = nil) -> some View {
        _SearchableContent(content: self, text: text, prompt: prompt ?? "Search")
    }
}

/// Content under a search field.
public struct _SearchableContent<Content: View>: View, ModifierNodeView {
    let content: Content
    let text: Binding<String>
    let prompt: String
    @FocusState private var isSearching: Bool

    /// The field, then the content.
    public var body: some View {
        let (text, searching) = (self.text, $isSearching)
        return VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 1) {
                Text("⌕")
                TextField(prompt, text: text)
                    .focused(searching)
                    .onKeyPress(.escape) {
                        text.wrappedValue = ""
                        searching.wrappedValue = false
                        return .handled
                    }
            }
            content
        }
        .onKeyPress("/") {
            searching.wrappedValue = true
            return .handled
        }
    }
}
