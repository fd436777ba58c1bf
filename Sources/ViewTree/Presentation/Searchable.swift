/// A search field over a view, as SwiftUI's `.searchable`: `⌕ Search` on the row above it
/// (SwiftUI puts it in the navigation bar, a terminal has none, so every
/// ``SearchFieldPlacement`` puts it there). `/` focuses the field wherever no view uses the
/// key, with nothing focused too; Escape in it clears the text and takes the focus from it.
/// Around it, `searchSuggestions`, `searchScopes` and `onSubmit(of: .search)` add a list of
/// suggestions, a scope bar and an action for Return.
extension View {
    /// A search field over this view editing `text`, showing `prompt` (else "Search") while
    /// it is empty.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        _SearchableContent(content: self, text: text, isPresented: nil, prompt: prompt?.content ?? "Search")
    }

    /// A search field over this view editing `text`, showing the literal `prompt` (its
    /// Markdown read, as a `Text`'s) while it is empty.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// A search field over this view editing `text`, showing the string `prompt` as it is
    /// while it is empty. Disfavoured, as SwiftUI's: a literal is a ``LocalizedStringKey``.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// A search field over this view whose search `isPresented` follows: true while the
    /// user searches (the field or its scope bar has the focus, or the field holds text, as
    /// `isSearching`). Setting it true focuses the field; setting it false ends the search
    /// as ``DismissSearchAction`` does, clearing the text.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil
    ) -> some View {
        _SearchableContent(content: self, text: text, isPresented: isPresented, prompt: prompt?.content ?? "Search")
    }

    /// A search field presented as `isPresented` says (as with a `Text` prompt), showing the
    /// literal `prompt` while it is empty.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey
    ) -> some View {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
    }

    /// A search field presented as `isPresented` says, showing the string `prompt` as it is
    /// while it is empty. Disfavoured, as SwiftUI's: a literal is a ``LocalizedStringKey``.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: S
    ) -> some View {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
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
    /// Whether the user is searching in the `.searchable` view around: its field or scope
    /// bar has the focus, or the field holds text. Read it in a view inside the searchable
    /// view, as in SwiftUI.
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
