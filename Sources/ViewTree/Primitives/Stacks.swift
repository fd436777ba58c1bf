/// What HStack and VStack share: content laid out along an axis.
@MainActor
enum Stack {
    static func resolve<Content: View>(_ content: Content, layout: StackLayout, into resolver: _ViewResolver) {
        let children = resolver.collect { resolver.resolve(content) }
        resolver.append(.stack(layout, children))
    }
}

/// Lays out its content left to right, aligned at the top unless told otherwise.
public struct HStack<Content: View>: PrimitiveView {
    let layout: StackLayout
    let content: Content

    /// Stacks `content` with `spacing` empty columns between children, aligned as `alignment` says.
    public init(alignment: VerticalAlignment = .top, spacing: Int = 0, @ViewBuilder content: () -> Content) {
        layout = StackLayout(axis: .horizontal, spacing: max(0, spacing), verticalAlignment: alignment)
        self.content = content()
    }

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        Stack.resolve(view.content, layout: view.layout, into: resolver)
    }
}

/// Lays out its content top to bottom, aligned on the left unless told otherwise.
public struct VStack<Content: View>: PrimitiveView {
    let layout: StackLayout
    let content: Content

    /// Stacks `content` with `spacing` empty rows between children, aligned as `alignment` says.
    public init(alignment: HorizontalAlignment = .leading, spacing: Int = 0, @ViewBuilder content: () -> Content) {
        layout = StackLayout(axis: .vertical, spacing: max(0, spacing), horizontalAlignment: alignment)
        self.content = content()
    }

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        Stack.resolve(view.content, layout: view.layout, into: resolver)
    }
}
