/// What to show where content is missing, as SwiftUI's `ContentUnavailableView`: an icon, a
/// bold title and a faint description, centred in all the space offered.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// `label` (a `Label` shows its icon over its title), `description` and `actions` under it.
    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    /// The label, the description and the actions, centred.
    public var body: some View {
        VStack {
            label.labelStyle(IconOverTitleLabelStyle()).bold()
            description.opacity(0.4).multilineTextAlignment(.center)
            actions
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }

    /// The icon over the title, as SwiftUI draws an unavailable view's label.
    private struct IconOverTitleLabelStyle: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                configuration.icon
                configuration.title
            }
        }
    }
}

extension ContentUnavailableView where Label == ViewTree.Label<Text, Image>, Actions == EmptyView {
    /// A title with the SF Symbol `systemImage` over it, and a description when given.
    public init(_ title: String, systemImage: String, description: Text? = nil)
    where Description == Text? {
        self.init(label: { ViewTree.Label(title, systemImage: systemImage) }, description: { description })
    }
}

extension ContentUnavailableView where Label == SearchUnavailableLabel, Description == Text, Actions == EmptyView {
    /// No results for a search, as SwiftUI's `.search`.
    public static var search: Self {
        ContentUnavailableView(label: { SearchUnavailableLabel() }) {
            Text("Check the spelling or try a new search.")
        }
    }

    /// No results for the search `text`.
    public static func search(text: String) -> Self {
        ContentUnavailableView(label: { SearchUnavailableLabel(text: text) }) {
            Text("Check the spelling or try a new search.")
        }
    }
}

/// The label of an unavailable view for a search: a magnifying glass over "No Results".
public struct SearchUnavailableLabel: View {
    var text: String?

    /// The glass and the title.
    public var body: some View {
        ViewTree.Label(text.map { "No Results for \"\($0)\"" } ?? "No Results", systemImage: "magnifyingglass")
    }
}
