/// Text, as SwiftUI's: it takes the cells its characters need (wide characters two) and, when
/// that is more than the width offered, wraps at spaces onto as many lines as the height
/// and `.lineLimit` allow (a newline starts a line); cut text ends with "…" (see
/// `.truncationMode`); lines line up as `.multilineTextAlignment` says.
///
/// A literal (`Text("**Done** in *time*")`) is a ``LocalizedStringKey``: its inline Markdown
/// is read, as SwiftUI reads it (bold, italic, strikethrough, code, links drawn underlined in
/// blue); a string value (`Text(title)`) and `Text(verbatim:)` show as they are.
public struct Text: PrimitiveView, Equatable {
    let content: String
    /// The parts in a style of their own (Markdown's emphasis); usually none.
    let runs: [TextMarkdown.Run]

    init(content: String, runs: [TextMarkdown.Run]) {
        self.content = content
        self.runs = runs
    }

    /// Text showing `key`: a literal, its Markdown read (see ``LocalizedStringKey``).
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        let (content, runs) = TextMarkdown.parse(key.source)
        self.init(content: content, runs: runs)
    }

    /// Text showing `content` as it is (a string or a substring). Disfavoured, as SwiftUI's:
    /// a literal is a ``LocalizedStringKey``.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.init(content: String(content), runs: [])
    }

    /// Text showing `content` as it is, Markdown and all.
    public init(verbatim content: String) {
        self.init(content: content, runs: [])
    }

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        let environment = resolver.environment
        let content = environment.textCase.map { view.content.cased($0) } ?? view.content
        var layout = TextLayout(
            lineLimit: environment.lineLimit, truncationMode: environment.truncationMode,
            alignment: environment.multilineTextAlignment
        ).measuring(content)
        // Styles over the whole text (`Text(name).bold()`) style the element, as the view
        // modifiers do: only the runs over parts of it need the text cut where styles change.
        let all = view.runs.isEmpty ? 0..<0 : 0..<view.content.count
        var whole = view.runs.prefix { $0.range == all }
        layout.runs = Array(view.runs.dropFirst(whole.count))
        var element = Element.text(content, layout)
        while let change = whole.popLast()?.change { element = .styled(change, element) }
        resolver.append(element)
    }
}
