extension View {
    /// Gives the view an explicit identity: a different `id` makes it a new view (its state
    /// starts again), and a ``ScrollViewProxy`` scrolls to it by this id.
    public func id<ID: Hashable>(_ id: ID) -> IdentifiedView<Self> {
        IdentifiedView(content: self, id: AnyHashable(id))
    }
}

/// A view with an explicit identity: `.id(_:)`.
public struct IdentifiedView<Content: View>: PrimitiveView {
    let content: Content
    let id: AnyHashable

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        // A node of its own under the id, so that even a text has a frame to scroll to.
        resolver.withComponent(.id(view.id)) {
            resolver.resolve(_IdentifiedContent(content: view.content))
        }
    }
}

/// The node of an identified view: it passes its content on.
public struct _IdentifiedContent<Content: View>: View, ModifierNodeView {
    let content: Content

    /// The content.
    public var body: some View { content }
}
