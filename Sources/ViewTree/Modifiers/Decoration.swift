/// A view with another drawn over or under it, sized by the first, as SwiftUI's `.overlay { }`
/// and `.background { }`: the decoration is offered the view's size and placed at the
/// alignment inside it; the pair takes the view's size, whatever the decoration's.
public struct _DecoratedView<Base: View, Decoration: View>: PrimitiveView {
    let base: Base
    let decoration: Decoration
    let alignment: Alignment
    let isBelow: Bool

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        let base = Element.combining(resolver.collect { resolver.resolve(view.base) })
        let decoration = Element.combining(resolver.collect { resolver.resolve(view.decoration) })
        // A layer drawn alone would cover the one above it: the node holding both draws them.
        resolver.owner.container.insert(.drawsLayers)
        resolver.append(.decorated(view.alignment, base: base, decoration: decoration, isBelow: view.isBelow))
    }
}

extension View {
    /// Draws `content` over this view, offered this view's size and placed at `alignment`
    /// (the centre unless told otherwise); the result is this view's size.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> _DecoratedView<Self, V>
    {
        _DecoratedView(base: self, decoration: content(), alignment: alignment, isBelow: false)
    }

    /// Draws `content` under this view, offered this view's size and placed at `alignment`
    /// (the centre unless told otherwise); the result is this view's size. Text over a colour
    /// keeps the colour.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> _DecoratedView<Self, V>
    {
        _DecoratedView(base: self, decoration: content(), alignment: alignment, isBelow: true)
    }

    /// Draws `overlay` over this view (SwiftUI's older spelling of
    /// ``overlay(alignment:content:)``).
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        _DecoratedView(base: self, decoration: overlay, alignment: alignment, isBelow: false)
    }

    /// Draws `background` under this view (SwiftUI's older spelling of
    /// ``background(alignment:content:)``). Disfavoured, as SwiftUI's: a gradient or a colour
    /// given is a style.
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        _DecoratedView(base: self, decoration: background, alignment: alignment, isBelow: true)
    }
}
