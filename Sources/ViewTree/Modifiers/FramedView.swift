/// Content in a frame of fixed or maximum size.
public struct FramedView<Content: View>: PrimitiveView {
    let content: Content
    let frame: FrameLayout

    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        let children = resolver.collect { resolver.resolve(view.content) }
        resolver.append(.framed(view.frame, .combining(children)))
    }
}
