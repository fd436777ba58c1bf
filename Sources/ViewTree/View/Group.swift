/// Groups views without laying them out: its content joins the enclosing stack. A modifier
/// on a group applies to its content stacked vertically.
public struct Group<Content: View>: PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        resolver.resolve(view.content)
    }
}
