import Foundation

extension View {
    /// Offers the content all it wants along both axes: a text keeps its one line instead of
    /// wrapping. What it takes is still kept to the cells its parent offers (a terminal has
    /// nothing outside them to draw on): the line is cut where they end.
    public func fixedSize() -> _ModifiedElement<Self> {
        fixedSize(horizontal: true, vertical: true)
    }

    /// Offers the content all it wants along the axes set (see ``fixedSize()``); on the
    /// others it gets the parent's offer.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> _ModifiedElement<Self> {
        _ModifiedElement(content: self, modifier: .fixedSize(horizontal: horizontal, vertical: vertical))
    }

    /// How early its stack sizes the view: a stack offers the space it has to its children of
    /// the highest priority first (after setting aside what those below need at least), so
    /// a text of priority 1 keeps its line while its siblings of priority 0 share the rest.
    /// The default is 0.
    public func layoutPriority(_ value: Double) -> _ModifiedElement<Self> {
        _ModifiedElement(content: self, modifier: .layoutPriority(value))
    }

    /// Where the view is drawn among its `ZStack` siblings: higher over lower, equal ones in
    /// order (the default is 0).
    public func zIndex(_ value: Double) -> _ModifiedElement<Self> {
        _ModifiedElement(content: self, modifier: .zIndex(value))
    }

    /// Keeps the drawing of the content to its frame: what `.offset` moved out of it is cut.
    public func clipped(antialiased: Bool = false) -> _ModifiedElement<Self> {
        _ModifiedElement(content: self, modifier: .clipped)
    }

    /// Draws the view moved by `x` columns and `y` rows (points, at the scale
    /// ``EnvironmentValues/pointsPerCell`` sets; rounded to whole cells), without
    /// moving its place in the layout: its siblings stay where they were. It is drawn within
    /// the frame of the view whose body moves it (modifiers after it, such as a gesture, are
    /// part of that body); beyond that it is cut. A gesture or tap after it is found where
    /// the view is drawn.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetContent<Self> {
        OffsetContent(content: self, x: x, y: y)
    }

    /// Draws the view moved by `offset` (see ``offset(x:y:)``).
    public func offset(_ offset: CGSize) -> OffsetContent<Self> {
        self.offset(x: offset.width, y: offset.height)
    }
}

/// Content drawn moved from its place in the layout: `.offset(x:y:)`.
public struct OffsetContent<Content: View>: PrimitiveView {
    let content: Content
    let x: CGFloat
    let y: CGFloat

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        let children = resolver.collect { resolver.resolve(view.content) }
        // Nodes inside are drawn where they are not laid out: only the owner, drawing the
        // whole body, paints them where they show.
        resolver.owner.container.insert(.drawsLayers)
        let owner = Element.OwnerNode(node: resolver.owner.bodyOwner)
        // No move is none at any scale: only a distance reads it.
        let scale = view.x == 0 && view.y == 0 ? .cells : resolver.environment.cellScale
        let (x, y) = (scale.cells(view.x, along: .horizontal), scale.cells(view.y, along: .vertical))
        resolver.append(.shifted(x: Self.cell(x), y: Self.cell(y), .combining(children), within: owner))
    }

    /// A distance in whole cells; one past any screen is kept far outside it.
    private static func cell(_ distance: CGFloat) -> Int {
        guard distance.isFinite else { return distance.isNaN ? 0 : (distance > 0 ? 100_000 : -100_000) }
        return Int(min(100_000, max(-100_000, distance)).rounded())
    }
}
