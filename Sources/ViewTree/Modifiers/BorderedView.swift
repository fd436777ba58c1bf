/// Content inside a box-drawing border.
public struct BorderedView<Content: View>: PrimitiveView {
    let content: Content
    let style: CellStyle

    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        let children = resolver.collect { resolver.resolve(view.content) }
        resolver.append(.bordered(view.style, .combining(children)))
    }
}
