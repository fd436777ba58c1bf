extension View {
    /// The text this search suggestion puts in the search field when it is chosen, as
    /// SwiftUI's `searchCompletion`: in the list of ``View/searchSuggestions(_:)``, the row
    /// is one Up and Down move to (reversed while chosen) and Return puts `completion` in the
    /// field. Outside a list of suggestions it is just this view, as in SwiftUI.
    public func searchCompletion(_ completion: String) -> some View {
        _SearchCompletionContent(content: self, completion: completion)
    }
}

/// A search suggestion with its completion (see ``View/searchCompletion(_:)``).
public struct _SearchCompletionContent<Content: View>: PrimitiveView {
    let content: Content
    let completion: String

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        guard let rows = resolver.environment.searchSuggestionRows else { return resolver.resolve(view.content) }
        let index = rows.completions.count
        rows.completions.append(view.completion)
        resolver.resolve(Row(content: view.content, isChosen: index == rows.highlighted) { rows.complete?(index) })
    }

    /// The row in the list: as a menu's item, a space before it and across the list's width,
    /// so that the reversed row reads as the chosen one; a click completes it.
    private struct Row: View {
        let content: Content
        let isChosen: Bool
        let complete: () -> Void

        var body: some View {
            HStack(spacing: 0) {
                Text(verbatim: " ")
                content
                Spacer(cellMinLength: 1)
            }
            .frame(maxWidth: .infinity)
            .reverse(isChosen)
            .onTapGesture(perform: complete)
        }
    }
}

/// What a searchable view's body learns as its list of suggestions resolves: the completions
/// of its rows, in order, and whether the list showed. Keys that come after the frame read
/// it; the row chosen is drawn reversed, and a click on a row completes it.
final class SearchSuggestionRows {
    /// The index among ``completions`` of the row Up and Down chose, if any.
    let highlighted: Int?
    /// Puts the completion at an index in the field and submits.
    var complete: ((Int) -> Void)?
    var completions: [String] = []
    /// Whether the list had rows and was drawn.
    var isListed = false

    init(highlighted: Int?) {
        self.highlighted = highlighted
    }
}

/// A searchable view's open list of suggestions, for the pop-up under its field: the rows in
/// a box, as wide as the widest; nothing at all when the suggestions make no rows.
struct SearchSuggestionsList: PrimitiveView {
    let suggestions: AnyView
    let rows: SearchSuggestionRows

    static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        var listed: [Element] = []
        resolver.withEnvironment({
            $0.searchSuggestionRows = view.rows
            $0.searchSuggestionsPlacement = .menu
        }) {
            listed = resolver.collect { resolver.resolve(view.suggestions) }
        }
        guard !listed.isEmpty else { return }
        view.rows.isListed = true
        let column = Element.stack(StackLayout(axis: .vertical, horizontalAlignment: .leading), listed)
        resolver.append(.bordered(.plain, .fixed(horizontal: true, vertical: true, column)))
    }
}

private struct SearchSuggestionRowsKey: EnvironmentKey {
    static var defaultValue: SearchSuggestionRows? { nil }
}

extension EnvironmentValues {
    /// The rows of the list of suggestions being resolved; nil outside one.
    var searchSuggestionRows: SearchSuggestionRows? {
        get { self[SearchSuggestionRowsKey.self] }
        set { self[SearchSuggestionRowsKey.self] = newValue }
    }
}
