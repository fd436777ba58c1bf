/// Content drawn with changed attributes or colors, over a background of that style.
public struct StyledView<Content: View>: PrimitiveView {
    let content: Content
    let change: StyleChange

    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        let children = resolver.collect { resolver.resolve(view.content) }
        resolver.append(.styled(view.change, .combining(children)))
    }
}
