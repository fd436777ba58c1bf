/// A modifier of one's own: `body(content:)` makes a new view from the content it is given,
/// as SwiftUI's `ViewModifier` does. Apply it with ``View/modifier(_:)``.
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
    /// Applies `modifier` to this view.
    public func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> some View {
        _ModifiedView(content: self, modifier: modifier)
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

/// A view with a ``ViewModifier`` applied: a node whose body is the modifier's.
public struct _ModifiedView<Content: View, Modifier: ViewModifier>: View, ModifiedViewType {
    let content: Content
    let modifier: Modifier

    /// The modifier's body around the content.
    public var body: Modifier.Body {
        modifier.body(content: _ViewModifier_Content(content: AnyView(content)))
    }

    nonisolated var modifierTypeName: String { String(String(describing: Modifier.self).prefix { $0 != "<" }) }

    var modifierValue: Any { modifier }
}
