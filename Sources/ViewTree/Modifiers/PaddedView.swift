/// Content with empty cells around it.
public struct PaddedView<Content: View>: PrimitiveView {
    let content: Content
    let insets: EdgeInsets

    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        let children = resolver.collect { resolver.resolve(view.content) }
        resolver.append(.padded(view.insets, .combining(children)))
    }
}
