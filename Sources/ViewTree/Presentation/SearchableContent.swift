/// Content under a search field: the field, the scope bar while it shows, then the content;
/// the suggestions are listed over the content, under the field, while the field has the
/// focus. The user searches while the field or the scope bar has the focus, or the field
/// holds text: that is `isSearching`, and what an `isPresented` binding follows.
public struct _SearchableContent<Content: View>: View, ModifierNodeView {
    let content: Content
    let text: Binding<String>
    let isPresented: Binding<Bool>?
    let prompt: String
    @FocusState private var focus: SearchFocus?
    /// The suggestion Up and Down chose, for the text as it was then.
    @State private var highlight: Highlight?
    /// The text the list of suggestions was closed at (Escape, a completion): it opens
    /// again once the text changes.
    @State private var closedAt: String?
    /// Whether text was typed since the search began (a scope bar ``SearchScopeActivation/onTextEntry``).
    @State private var textEntered = false
    @Environment(\.searchSuggestionsContent) private var suggestions
    @Environment(\.searchSuggestionsHiddenInMenu) private var suggestionsHidden
    @Environment(\.searchScopeBar) private var scopeBar
    @Environment(\.searchSubmitAction) private var submit
    /// The navigation page it is on, if any: SwiftUI's field is in the page's bar.
    @Environment(\.navigation) private var navigation

    /// The field, the scope bar and the content, with the suggestions over them.
    public var body: some View {
        let value = text.wrappedValue
        let searching = focus != nil || !value.isEmpty
        let rows = SearchSuggestionRows(highlighted: highlight.flatMap { $0.text == value ? $0.index : nil })
        let session = Session(
            text: text, focus: $focus, highlight: $highlight, closedAt: $closedAt, rows: rows, submit: submit)
        rows.complete = session.complete
        let lists = focus == .field && !suggestionsHidden && closedAt != value
        let scopes = scopeBar.flatMap { bar in
            searching && (!bar.activation.waitsForText || textEntered || !value.isEmpty) ? bar.bar : nil
        }
        follow(
            Phase(
                wanted: isPresented?.wrappedValue, searching: searching, hasText: !value.isEmpty,
                typesInField: focus == .field), session)
        // `/` focuses the field from anywhere no view uses it, with nothing focused too (keys
        // then start at the root, outside this view); from inside, the handler below.
        KeyboardShortcutRegistry.register(KeyboardShortcut("/", modifiers: [])) { session.focus.wrappedValue = .field }
        let pageLength: CGFloat? = navigation == nil ? nil : .infinity
        let list = suggestions.flatMap { lists ? AnyView(SearchSuggestionsList(suggestions: $0, rows: rows)) : nil }
        return VStack(alignment: .leading, spacing: 0) {
            HStack(cellSpacing: 1) {
                Text("⌕")
                Field(prompt: prompt, session: session, list: list)
                    .focused($focus, equals: .field)
            }
            if let scopes {
                scopes
                    .focused($focus, equals: .scopes)
                    .onKeyPress(.escape) {
                        session.dismiss()
                        return .handled
                    }
                    .cellPadding(.leading, 2)
            }
            // On a page, the content takes the rest of it (centred there, as a page's is) and
            // the field stays at its top, as SwiftUI's in the bar.
            content
                .frame(maxWidth: pageLength, maxHeight: pageLength)
                .environment(\.isSearching, searching)
                .environment(\.dismissSearch, DismissSearchAction(session.dismiss))
                // A searchable view inside has suggestions and scopes of its own, or none.
                .environment(\.searchSuggestionsContent, nil)
                .environment(\.searchScopeBar, nil)
        }
        .onKeyPress("/") {
            session.focus.wrappedValue = .field
            return .handled
        }
    }

    /// The field, with the suggestions listed in a pop-up under it: the pop-up is modeless,
    /// so typing goes on in the field.
    private struct Field: View {
        let prompt: String
        let session: Session
        let list: AnyView?

        var body: some View {
            let session = self.session
            return TextField(prompt, text: session.text)
                // Only the search's own action: `.onSubmit { }` around is for text fields.
                .environment(\.submitAction, session.submit.map { submit in { session.submit(then: submit) } })
                .onKeyPress(keys: [.upArrow, .downArrow, .return, .escape], action: session.fieldKey)
                .modelessPopUp(list, close: session.closeSuggestions)
        }
    }

    /// Keeps `isPresented` and the search in step, notes typed text for the scope bar and
    /// forgets the suggestion chosen when the field loses the focus, after each frame in which
    /// `phase` changed.
    private func follow(_ phase: Phase, _ session: Session) {
        let (isPresented, textEntered) = (self.isPresented, $textEntered)
        EvaluationContext.current?.watchChange(of: phase, initial: true) { old, new in
            if !new.searching, textEntered.wrappedValue { textEntered.wrappedValue = false }
            if new.searching, new.hasText, !textEntered.wrappedValue { textEntered.wrappedValue = true }
            if !new.typesInField, session.highlight.wrappedValue != nil { session.highlight.wrappedValue = nil }
            guard let isPresented, let wanted = new.wanted else { return }
            if old == new || old.wanted != wanted {
                // The first frame, or the app set it: the search follows.
                if wanted, !new.searching { session.focus.wrappedValue = .field }
                if !wanted, new.searching {
                    // At first the search under way wins: a field given text is searching.
                    if old == new { isPresented.wrappedValue = true } else { session.dismiss() }
                }
            } else if wanted != new.searching {
                isPresented.wrappedValue = new.searching
            }
        }
    }

    /// What a frame tells about the search: whether the app wants it presented (nil without
    /// a binding), whether the user searches, whether the field holds text, whether it has
    /// the focus.
    private struct Phase: Equatable {
        let wanted: Bool?
        let searching: Bool
        let hasText: Bool
        let typesInField: Bool
    }

    /// A suggestion chosen with Up and Down, valid while the text is still `text`.
    private struct Highlight: Equatable {
        let index: Int
        let text: String
    }

    /// The search's state as keys change it, read when the keys come (several may come
    /// before the body runs again).
    private struct Session {
        let text: Binding<String>
        let focus: Binding<SearchFocus?>
        let highlight: Binding<Highlight?>
        let closedAt: Binding<String?>
        let rows: SearchSuggestionRows
        let submit: (() -> Void)?

        /// The suggestion chosen, if it was chosen for the text as it is.
        private var chosen: Int? {
            guard let chosen = highlight.wrappedValue, chosen.text == text.wrappedValue,
                rows.completions.indices.contains(chosen.index)
            else { return nil }
            return chosen.index
        }

        /// Ends the search: no text, no focus in the field, as SwiftUI's `dismissSearch`.
        func dismiss() {
            text.wrappedValue = ""
            focus.wrappedValue = nil
            highlight.wrappedValue = nil
            closedAt.wrappedValue = nil
        }

        /// Return in the field with a search action: the chosen suggestion's completion
        /// first, if one is chosen (completing submits).
        func submit(then action: () -> Void) {
            if let chosen { complete(chosen) } else { action() }
        }

        /// Puts the completion of the suggestion at `index` in the field, closes the list and
        /// submits, as choosing a completion does in SwiftUI.
        func complete(_ index: Int) {
            let completion = rows.completions[index]
            text.wrappedValue = completion
            closedAt.wrappedValue = completion
            highlight.wrappedValue = nil
            submit?()
        }

        /// Up, Down, Return and Escape in the field.
        func fieldKey(_ press: KeyPress) -> KeyPress.Result {
            let isListed = rows.isListed && closedAt.wrappedValue != text.wrappedValue
            switch press.key {
            case .downArrow:
                // Past the list's end the focus stays: Down leaves the field only without one.
                guard isListed, !rows.completions.isEmpty else { return .ignored }
                choose(min((chosen ?? -1) + 1, rows.completions.count - 1))
            case .upArrow:
                guard let chosen else { return .ignored }
                if chosen == 0 { highlight.wrappedValue = nil } else { choose(chosen - 1) }
            case .return:
                guard let chosen else { return .ignored }
                complete(chosen)
            default:
                guard isListed else {
                    dismiss()
                    return .handled
                }
                closeSuggestions()
            }
            return .handled
        }

        /// Closes the list of suggestions until the text changes.
        func closeSuggestions() {
            closedAt.wrappedValue = text.wrappedValue
            highlight.wrappedValue = nil
        }

        private func choose(_ index: Int) {
            highlight.wrappedValue = Highlight(index: index, text: text.wrappedValue)
        }
    }
}

/// Which part of a search has the focus.
enum SearchFocus: Hashable {
    case field, scopes
}
