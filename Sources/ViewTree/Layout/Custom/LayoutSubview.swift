import Foundation

/// A custom layout's view of one of its subviews, as SwiftUI's `LayoutSubview`: ask its size
/// for an offer, then place it.
@MainActor
public struct LayoutSubview {
    let element: Element
    let index: Int
    /// Where `place(at:anchor:proposal:)` puts what it is told, during a placement.
    let placements: Placements?

    /// The places given to subviews in one placement, by index.
    @MainActor
    final class Placements {
        var places: [Int: (position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)] = [:]
    }

    /// The size the subview takes when offered `proposal`, in cells (an unbounded length, what
    /// a flexible view takes of an unlimited offer, is infinity).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(cells: element.measure(proposal.cells))
    }

    /// The subview's size when offered `proposal`, with its alignment guides: the values its
    /// views set with `.alignmentGuide`, or the guides' defaults for that size.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let (element, offer) = (self.element, proposal.cells)
        return ViewDimensions(element.measure(offer)) { element.explicitGuide($0, offer) }
    }

    /// Puts the subview's `anchor` point at `position`, offering it `proposal`. A subview the
    /// layout does not place is centred in the layout's bounds.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        placements?.places[index] = (position, anchor, proposal)
    }

    /// Its layout priority (see ``View/layoutPriority(_:)``).
    public var priority: Double {
        element.layoutPriority
    }

    /// The space it wants around it: a stack's default spacing.
    public var spacing: ViewSpacing {
        ViewSpacing()
    }
}

/// A custom layout's subviews, in the order of its content.
public struct LayoutSubviews: RandomAccessCollection {
    let subviews: [LayoutSubview]

    /// The first index: 0.
    public var startIndex: Int { 0 }
    /// One past the last index.
    public var endIndex: Int { subviews.count }

    /// The subview at `position`.
    public subscript(position: Int) -> LayoutSubview {
        subviews[position]
    }
}

/// The space a view wants next to another, as SwiftUI's `ViewSpacing`: in cells, a stack's
/// defaults (one cell across, none down).
public struct ViewSpacing: Sendable {
    /// No preference: the defaults.
    public init() {}

    /// No space.
    public static let zero = ViewSpacing()

    /// The cells between this view and `next` along `axis`: one across, none down.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        axis == .horizontal ? 1 : 0
    }
}
