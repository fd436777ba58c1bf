extension View {
    /// Draws `view` behind this view's row of a `List` or a `Form`, as SwiftUI's: the row's
    /// view is stretched across the list's width (its content at the leading edge) and the
    /// background fills it. Outside a list or a form it changes nothing, as in SwiftUI; nil
    /// leaves the row as it is.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        _ListRowBackground(content: self, background: view)
    }
}

/// A view with the background of its list row.
public struct _ListRowBackground<Content: View, Background: View>: PrimitiveView {
    let content: Content
    let background: Background?

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        guard let background = view.background, isInRow(resolver) else { return resolver.resolve(view.content) }
        resolver.resolve(
            view.content.frame(maxWidth: .infinity, alignment: .leading).background { background })
    }

    /// Whether the view being resolved is in a row of a list (a list's node is above it) or
    /// of a form.
    private static func isInRow(_ resolver: _ViewResolver) -> Bool {
        resolver.environment.isInForm || resolver.owner.isInListRow
    }
}
