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
                .environment(\.isSearching, isSearching || !text.wrappedValue.isEmpty)
                .environment(
                    \.dismissSearch,
                    DismissSearchAction {
                        text.wrappedValue = ""
                        searching.wrappedValue = false
                    })
        }
        .onKeyPress("/") {
            searching.wrappedValue = true
            return .handled
        }
    }
}

/// Ends the search of the `.searchable` view around: clears its text and takes the focus
/// from its field, as SwiftUI's `DismissSearchAction`. Read it as
/// `@Environment(\.dismissSearch)`; outside a searchable view it does nothing.
public struct DismissSearchAction {
    private let action: (() -> Void)?

    init(_ action: (() -> Void)?) {
        self.action = action
    }

    /// Ends the search.
    public func callAsFunction() {
        action?()
    }
}

private struct IsSearchingKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct DismissSearchKey: EnvironmentKey {
    static var defaultValue: DismissSearchAction { DismissSearchAction(nil) }
}

extension EnvironmentValues {
    /// Whether the user is searching in the `.searchable` view around: its field has the
    /// focus or holds text. Read it in a view inside the searchable view, as in SwiftUI.
    public var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// Ends the search of the `.searchable` view around (see ``DismissSearchAction``).
    public var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }
}
