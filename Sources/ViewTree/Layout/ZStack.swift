/// Views drawn over each other, in order, each placed at `alignment` (the centre unless told
/// otherwise), as SwiftUI's `ZStack`: as large as its largest view.
public struct ZStack<Content: View>: PrimitiveView {
    let alignment: Alignment
    let content: Content

    /// Draws the views of `content` over each other, the last on top.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        let layers = resolver.collect { resolver.resolve(view.content) }
        resolver.owner.container.insert(.drawsLayers)
        resolver.append(.layered(view.alignment, layers))
    }
}
