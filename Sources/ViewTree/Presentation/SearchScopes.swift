/// Scopes for a search, as SwiftUI's `searchScopes`: a bar of joined segments under the
/// search field, `│ All │ Fruits │ Vegetables │`, the chosen scope reversed, as SwiftUI's
/// scope bar is a segmented picker. Tab from the field goes to it; there Left and Right (or
/// Space, or a click) choose the scope before or after, and Escape ends the search. It shows
/// while the user searches, or once text is typed (see ``SearchScopeActivation``).
extension View {
    /// Scopes `scope` chooses among for the `.searchable` view this is applied to (apply it
    /// around `.searchable`, as SwiftUI's examples do): each a view tagged with its value,
    /// `Text("Fruits").tag(Scope.fruits)`, or a `ForEach`. The bar shows while the user
    /// searches, as ``SearchScopeActivation/automatic`` says.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        searchScopes(scope, activation: .automatic, scopes)
    }

    /// Scopes `scope` chooses among, their bar shown as `activation` says.
    public func searchScopes<V: Hashable, S: View>(
        _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
    ) -> some View {
        let scopes = scopes()
        let bar = Picker(selection: scope) {
            scopes
        } label: {
            EmptyView()
        }
        .pickerStyle(.segmented)
        .labelsHidden()
        return environment(\.searchScopeBar, SearchScopeBar(bar: AnyView(bar), activation: activation))
    }
}

/// When the scope bar of a `.searchable` view shows, as SwiftUI's `SearchScopeActivation`.
/// It hides when the search ends (Escape, `dismissSearch`, or the focus leaving an empty
/// field), whichever is given.
public struct SearchScopeActivation: Sendable {
    /// Whether it waits for text to be typed.
    let waitsForText: Bool

    /// The platform's choice: as on a Mac, ``onSearchPresentation``, so that Tab from the
    /// field reaches the bar before anything is typed.
    public static let automatic = SearchScopeActivation(waitsForText: false)
    /// Shown once text is typed in the field, until the search ends (deleting the text keeps
    /// it).
    public static let onTextEntry = SearchScopeActivation(waitsForText: true)
    /// Shown as soon as the user searches: the field has the focus.
    public static let onSearchPresentation = SearchScopeActivation(waitsForText: false)
}

/// The scope bar `searchScopes` gave the searchable view inside, and when it shows.
struct SearchScopeBar {
    let bar: AnyView
    let activation: SearchScopeActivation
}

private struct SearchScopeBarKey: EnvironmentKey {
    static var defaultValue: SearchScopeBar? { nil }
}

extension EnvironmentValues {
    /// The scope bar of the searchable view inside, if `searchScopes` gave it one.
    var searchScopeBar: SearchScopeBar? {
        get { self[SearchScopeBarKey.self] }
        set { self[SearchScopeBarKey.self] = newValue }
    }
}
