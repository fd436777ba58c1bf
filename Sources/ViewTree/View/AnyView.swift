/// A view whose type is erased, to return different kinds of view from one place. A new
/// type at the same place replaces the node (and its state), as in SwiftUI.
public struct AnyView: PrimitiveView {
    private let resolveContent: (_ViewResolver) -> Void

    /// Erases the type of `view`.
    public init<V: View>(_ view: V) {
        resolveContent = { resolver in resolver.resolve(view) }
    }

    /// Erases the type of `view`.
    public init<V: View>(erasing view: V) {
        self.init(view)
    }

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        view.resolveContent(resolver)
    }
}
