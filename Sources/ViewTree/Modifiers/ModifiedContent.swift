/// Content with a modifier applied, as SwiftUI's `ModifiedContent`: what ``View/modifier(_:)``
/// returns, and what code may name or make itself (`ModifiedContent(content:modifier:)`).
///
/// When the content is a view and the modifier a ``ViewModifier``, it is a view with a body:
/// its node runs the modifier's `body(content:)` when what that read changed (the modifier's
/// own `@State` or `@Environment` included), or when the modifier or the content is given new
/// values, and on its own, without the views around it. The inspector names it after the
/// modifier type. When both are view modifiers (``ViewModifier/concat(_:)``), it is a modifier
/// that applies the content first, then the modifier.
public struct ModifiedContent<Content, Modifier> {
    /// What the modifier is applied to: a view, or a modifier applied first.
    public var content: Content
    /// The modifier applied to the content.
    public var modifier: Modifier

    /// `modifier` applied to `content`.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// The modifier's body around the content.
    public var body: Modifier.Body {
        modifier.body(content: _ViewModifier_Content(content: AnyView(content)))
    }
}

/// It takes the modifier's name in reports and the inspector, and the modifier's `@State`.
extension ModifiedContent: ModifiedViewType where Content: View, Modifier: ViewModifier {
    nonisolated var modifierTypeName: String { String(String(describing: Modifier.self).prefix { $0 != "<" }) }

    var modifierValue: Any { modifier }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    /// The content's modifier applied to `content`, then this one's around the result.
    public func body(
        content: _ViewModifier_Content<Self>
    ) -> ModifiedContent<ModifiedContent<_ViewModifier_Content<Self>, Content>, Modifier> {
        let inner = ModifiedContent<_ViewModifier_Content<Self>, Content>(content: content, modifier: self.content)
        return ModifiedContent<ModifiedContent<_ViewModifier_Content<Self>, Content>, Modifier>(
            content: inner, modifier: modifier)
    }
}

extension ViewModifier {
    /// This modifier, then `modifier` around what it makes: one modifier of the two, as
    /// SwiftUI's `concat(_:)`.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
