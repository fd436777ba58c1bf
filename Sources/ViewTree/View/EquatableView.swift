/// A view compared with its own `==` to decide whether its body runs again, as SwiftUI's:
/// `content` runs again only when `==` says its new value differs from the last. A view that
/// is `Equatable` is compared that way here whether or not it is wrapped (its inputs are
/// otherwise compared field by field), so the wrapper adds no node of its own.
public struct EquatableView<Content: View & Equatable>: PrimitiveView {
    /// The view compared with `==`.
    public var content: Content

    /// Wraps `content`, to be compared with its `==`.
    public init(content: Content) {
        self.content = content
    }

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        resolver.resolve(view.content)
    }
}

extension View where Self: Equatable {
    /// This view, compared with its own `==` to decide whether its body runs again; see
    /// ``EquatableView``.
    public func equatable() -> EquatableView<Self> {
        EquatableView(content: self)
    }
}
