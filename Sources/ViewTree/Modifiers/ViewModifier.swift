/// A modifier of one's own: `body(content:)` makes a new view from the content it is given,
/// as SwiftUI's `ViewModifier` does. Apply it with ``View/modifier(_:)``, which makes a
/// ``ModifiedContent``.
///
/// A modified view is a view with a body: its node runs `body(content:)` when what that read
/// changed (the modifier's own `@State` or `@Environment` included), or when the modifier or
/// the content is given new values, and on its own, without the views around it. The
/// inspector names it after the modifier type.
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view the modifier makes.
    associatedtype Body: View
    /// The content the modifier is applied to, as the body sees it.
    typealias Content = _ViewModifier_Content<Self>

    /// The modified view.
    @ViewBuilder func body(content: Content) -> Body
}

extension View {
    /// Applies `modifier` to this view: a ``ModifiedContent`` of the two.
    public func modifier<Modifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// The content a ``ViewModifier``'s body is given: the view it modifies, in its place.
public struct _ViewModifier_Content<Modifier: ViewModifier>: PrimitiveView {
    let content: AnyView

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        AnyView._resolve(view.content, into: resolver)
    }
}
