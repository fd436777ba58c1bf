/// Content that sees a changed environment.
public struct EnvironmentWriter<Content: View>: PrimitiveView {
    let content: Content
    let change: (inout EnvironmentValues) -> Void

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        resolver.withEnvironment(view.change) {
            resolver.resolve(view.content)
        }
    }
}
