/// Suggestions for a search, as SwiftUI's `searchSuggestions`: while the field of the
/// `.searchable` view has the focus, its suggestions are listed in a box under it, over the
/// content, as SwiftUI lists them under a field in a menu. Down goes from the field to the
/// first suggestion made with ``View/searchCompletion(_:)``, Up and Down move among them,
/// Return puts the chosen one's completion in the field (and submits, as SwiftUI's
/// `onSubmit(of: .search)` does for a completion), Escape closes the list until the text
/// changes. The field keeps the focus all along: typing goes on in it.
extension View {
    /// Lists `suggestions` under the field of the `.searchable` view this is applied to
    /// (apply it around `.searchable`, as SwiftUI's examples do): each a row, typically
    /// `Text("Apple").searchCompletion("apple")`; rows without a completion show but are not
    /// chosen. Nothing shows while the suggestions are empty.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        environment(\.searchSuggestionsContent, AnyView(suggestions()))
    }

    /// Shows or hides search suggestions for `placements`. Here suggestions show only as a
    /// list under the field (the ``SearchSuggestionsPlacement/menu`` placement): `.hidden`
    /// for `.menu`, on some suggestions or around the `.searchable` view, leaves them out of
    /// it; `.hidden` for `.content` changes nothing, as suggestions are never shown in the
    /// content here (show your own there while `isSearching`).
    public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set)
        -> some View
    {
        _SearchSuggestionsVisibility(content: self, hidesMenu: placements.contains(.menu) ? visibility == .hidden : nil)
    }
}

/// Where search suggestions show, as SwiftUI's `SearchSuggestionsPlacement`: read it with
/// `@Environment(\.searchSuggestionsPlacement)` in a suggestion. Here they always show in a
/// list under the field: ``menu``.
public struct SearchSuggestionsPlacement: Sendable, Equatable {
    private let kind: Int

    /// Where the platform puts them: here, a list under the field.
    public static let automatic = SearchSuggestionsPlacement(kind: 0)
    /// In a list attached to the search field: where they show here.
    public static let menu = SearchSuggestionsPlacement(kind: 1)
    /// In the main content: never here.
    public static let content = SearchSuggestionsPlacement(kind: 2)

    /// Placements of search suggestions, for ``View/searchSuggestions(_:for:)``.
    public struct Set: OptionSet, Sendable {
        /// The placements as bits.
        public var rawValue: Int

        /// Placements from bits.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// The list attached to the search field.
        public static let menu = Set(rawValue: 1 << 0)
        /// The main content.
        public static let content = Set(rawValue: 1 << 1)
    }
}

/// Content whose search suggestions show or hide for some placements (see
/// ``View/searchSuggestions(_:for:)``).
public struct _SearchSuggestionsVisibility<Content: View>: PrimitiveView {
    let content: Content
    /// Whether it hides them in the list under the field; nil when it does not say.
    let hidesMenu: Bool?

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        // Among the suggestions being listed, the rows it holds are left out; around a
        // searchable view, it tells the view whether to list them at all.
        if resolver.environment.searchSuggestionRows != nil {
            if view.hidesMenu == true { return }
            return resolver.resolve(view.content)
        }
        guard let hidesMenu = view.hidesMenu else { return resolver.resolve(view.content) }
        resolver.withEnvironment({ $0.searchSuggestionsHiddenInMenu = hidesMenu }) {
            resolver.resolve(view.content)
        }
    }
}

private struct SearchSuggestionsContentKey: EnvironmentKey {
    static var defaultValue: AnyView? { nil }
}

private struct SearchSuggestionsHiddenKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct SearchSuggestionsPlacementKey: EnvironmentKey {
    static var defaultValue: SearchSuggestionsPlacement { .automatic }
}

extension EnvironmentValues {
    /// Where the search suggestions this is read in show: ``SearchSuggestionsPlacement/menu``
    /// in the list under a search field, ``SearchSuggestionsPlacement/automatic`` elsewhere.
    public internal(set) var searchSuggestionsPlacement: SearchSuggestionsPlacement {
        get { self[SearchSuggestionsPlacementKey.self] }
        set { self[SearchSuggestionsPlacementKey.self] = newValue }
    }

    /// The suggestions `searchSuggestions` gave the searchable view inside.
    var searchSuggestionsContent: AnyView? {
        get { self[SearchSuggestionsContentKey.self] }
        set { self[SearchSuggestionsContentKey.self] = newValue }
    }

    /// Whether `searchSuggestions(.hidden, for: .menu)` keeps the suggestions of the
    /// searchable view inside from its list.
    var searchSuggestionsHiddenInMenu: Bool {
        get { self[SearchSuggestionsHiddenKey.self] }
        set { self[SearchSuggestionsHiddenKey.self] = newValue }
    }
}
