extension View {
    /// Puts the centre of this view at `position` in the space its parent offers, as
    /// SwiftUI's: the result takes all the space offered (10 cells along an axis with no
    /// offer), and the view inside is offered the same. In cells, a view whose centre falls
    /// between two cells goes to the one before: centred on half the width, it sits where a
    /// stack centres it. The point is in points, at the scale ``EnvironmentValues/pointsPerCell``
    /// sets (as a ``GeometryProxy`` gives sizes: `.position(x: proxy.size.width / 2)` centres).
    public func position(_ position: CGPoint) -> some View {
        PositionedContent(content: self, center: position)
    }

    /// Puts the centre of this view at (`x`, `y`); see ``position(_:)``.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }
}

/// Content centred on a point given in points: the point in cells at the scale around it.
private struct PositionedContent<Content: View>: PrimitiveView {
    let content: Content
    let center: CGPoint

    static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        let scale = resolver.environment.cellScale
        let center = CGPoint(
            x: scale.cells(view.center.x, along: .horizontal), y: scale.cells(view.center.y, along: .vertical))
        resolver.resolve(Centered(center: center) { view.content })
    }
}

/// The layout of `.position`: every subview centred on one point of the bounds.
private struct Centered: Layout, CellCountedLayout {
    let center: CGPoint

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            let size = subview.sizeThatFits(proposal)
            let origin = CGPoint(
                x: (bounds.minX + center.x - size.width / 2).rounded(.down),
                y: (bounds.minY + center.y - size.height / 2).rounded(.down))
            subview.place(at: origin, anchor: .topLeading, proposal: proposal)
        }
    }
}
