/// Groups views without laying them out: its content joins the enclosing stack. A modifier
/// on a group applies to its content stacked vertically.
public struct Group<Content: View>: PrimitiveView {
    let content: Content

    /// Groups `content` without adding a container.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        resolver.resolve(view.content)
    }
}
