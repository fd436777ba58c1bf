/// Content that sees a changed environment.
public struct EnvironmentWriter<Content: View>: PrimitiveView {
    let content: Content
    let change: (inout EnvironmentValues) -> Void

    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        resolver.withEnvironment(view.change) {
            resolver.resolve(view.content)
        }
    }
}
