extension View {
    /// A count shown at the trailing edge of this view (faint, as in a list row); on a
    /// `TabView` page, in red after its item in the bar. Zero shows nothing, as in SwiftUI.
    public func badge(_ count: Int) -> some View {
        _BadgeContent(content: self, label: count == 0 ? nil : String(count))
    }

    /// A text shown as this view's badge; nil shows nothing.
    public func badge(_ label: String?) -> some View {
        _BadgeContent(content: self, label: label)
    }
}

/// A view with a badge: its content, then the badge at the trailing edge.
public struct _BadgeContent<Content: View>: PrimitiveView, BadgedView {
    let content: Content
    let label: String?

    var unbadged: AnyView { AnyView(content) }

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        guard let label = view.label else { return resolver.resolve(view.content) }
        resolver.resolve(
            HStack(cellSpacing: 1) {
                view.content
                Spacer(minLength: 0)
                Text(label).opacity(0.4)
            })
    }
}

/// A view with a badge, which a tab view shows in its bar instead.
protocol BadgedView {
    var label: String? { get }
    /// The view without its badge.
    @MainActor var unbadged: AnyView { get }
}
