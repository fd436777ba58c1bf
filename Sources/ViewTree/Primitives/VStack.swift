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
