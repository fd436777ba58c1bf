import Foundation

/// A custom layout's view of one of its subviews, as SwiftUI's `LayoutSubview`: ask its size
/// for an offer, then place it.
@MainActor
public struct LayoutSubview {
    let element: Element
    let index: Int
    /// Where `place(at:anchor:proposal:)` puts what it is told, during a placement.
    let placements: Placements?
    /// Points a cell: the layout's lengths are points.
    let scale: CellScale

    /// The places given to subviews in one placement, by index.
    @MainActor
    final class Placements {
        var places: [Int: (position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)] = [:]
    }

    /// The size the subview takes when offered `proposal` (an unbounded length, what a
    /// flexible view takes of an unlimited offer, is infinity).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        scale.points(CGSize(cells: element.measure(scale.cells(proposal).cells)))
    }

    /// The subview's size when offered `proposal`, with its alignment guides: the values its
    /// views set with `.alignmentGuide`, or the guides' defaults for that size.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let (element, offer) = (self.element, scale.cells(proposal).cells)
        return ViewDimensions(element.measure(offer), scale: scale) { element.explicitGuide($0, offer) }
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
        ViewSpacing(scale: scale)
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

/// The space a view wants next to another, as SwiftUI's `ViewSpacing`: a stack's defaults,
/// one cell across and none down (in points, one cell's worth at the layout's scale).
public struct ViewSpacing: Sendable {
    /// One cell across, in the layout's points.
    private let across: CGFloat

    /// No preference: the defaults.
    public init() {
        across = 1
    }

    init(scale: CellScale) {
        across = scale.points(along: .horizontal)
    }

    /// No space.
    public static let zero = ViewSpacing()

    /// The space between this view and `next` along `axis`: a cell across, none down.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        axis == .horizontal ? across : 0
    }
}
