import Foundation

/// A layout of one's own, as SwiftUI's `Layout` protocol: `sizeThatFits` answers how large
/// the layout is for an offer, `placeSubviews` places each subview in the bounds it got.
/// Lengths are points, at the scale ``EnvironmentValues/pointsPerCell`` sets (one a cell by
/// default: whole numbers as `CGFloat`, a fraction rounded to the nearest cell). Use a layout
/// as a container: `MyLayout { Text("a"); Text("b") }`.
///
/// The cache lives for one sizing or one placement. A change inside a custom layout lays the
/// whole layout out again, since what it asked of its subviews is not known.
@MainActor @preconcurrency
public protocol Layout {
    /// What the layout computes once and keeps between the questions of one pass.
    associatedtype Cache = Void
    /// The subviews.
    typealias Subviews = LayoutSubviews

    /// The layout's size when offered `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places every subview in `bounds` (on the screen: the layout's origin is not 0, 0).
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// Makes the cache for `subviews`.
    func makeCache(subviews: Subviews) -> Cache

    /// Brings the cache up to date with `subviews`.
    func updateCache(_ cache: inout Cache, subviews: Subviews)

    /// The space the layout wants around it.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
}

extension Layout where Cache == Void {
    /// No cache.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
    /// Makes the cache again.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// A stack's defaults.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        ViewSpacing()
    }

    /// The views of `content` laid out by this layout.
    public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        _LayoutContainer(layout: self, content: content())
    }
}

/// Views laid out by a custom ``Layout``.
public struct _LayoutContainer<L: Layout, Content: View>: PrimitiveView {
    let layout: L
    let content: Content

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        let children = resolver.collect { resolver.resolve(view.content) }
        let layout = (view.layout as? AnyLayout)?.layout ?? view.layout
        // A built-in container's layout lays out as the container does.
        if let builtIn = layout as? ElementLayout {
            if builtIn.drawsLayers { resolver.owner.container.insert(.drawsLayers) }
            let scale = builtIn.hasLengths ? resolver.environment.cellScale : .cells
            return resolver.append(builtIn.element(of: children, at: scale))
        }
        // What the layout asks of its subviews is its own: a change inside lays it all out.
        resolver.owner.container.insert(.drawsLayers)
        let scale = layout is CellCountedLayout ? .cells : resolver.environment.cellScale
        resolver.append(.custom(CustomLayout(layout, scale: scale), children))
    }
}

/// A layout of the framework's own, written in cells: laid out at one point a cell whatever
/// the scale around it.
protocol CellCountedLayout {}

/// A custom layout as the element tree calls it: in cells, the layout's points turned into
/// cells at `scale`.
@MainActor
struct CustomLayout {
    private let size: (ProposedViewSize, LayoutSubviews) -> CGSize
    private let place: (CGRect, ProposedViewSize, LayoutSubviews) -> Void
    private let scale: CellScale

    init<L: Layout>(_ layout: L, scale: CellScale) {
        self.scale = scale
        size = { proposal, subviews in
            var cache = layout.makeCache(subviews: subviews)
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        }
        place = { bounds, proposal, subviews in
            var cache = layout.makeCache(subviews: subviews)
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }

    /// The layout's size for `proposal`, never more than it.
    func measure(_ children: [Element], in proposal: CellSize) -> CellSize {
        let offer = scale.points(ProposedViewSize(cells: proposal))
        return scale.cells(size(offer, subviews(children, placements: nil))).cells(within: proposal)
    }

    /// Places the children where the layout says, inside `rect`.
    func place(
        _ children: [Element], in rect: CellRect, proposal: CellSize, style: CellStyle, into steps: inout [PaintStep]
    ) {
        let placements = LayoutSubview.Placements()
        let bounds = CGRect(cells: rect)
        place(
            scale.points(bounds), scale.points(ProposedViewSize(cells: proposal)),
            subviews(children, placements: placements))
        for (index, child) in children.enumerated() {
            let placed =
                placements.places[index].map { (scale.cells($0.position), $0.anchor, scale.cells($0.proposal)) }
                ?? (CGPoint(x: bounds.midX, y: bounds.midY), .center, .unspecified)
            let offer = placed.2.cells
            let size = child.measure(offer)
            let frame = CellRect(
                x: Self.cell(placed.0.x - placed.1.x * CGFloat(size.width)),
                y: Self.cell(placed.0.y - placed.1.y * CGFloat(size.height)),
                width: size.width, height: size.height)
            child.place(in: frame.clipped(to: rect), proposal: offer, style: style, into: &steps)
        }
    }

    /// A coordinate in cells; one past any screen (a flexible view's infinite width added
    /// in) is kept far outside it, where nothing shows.
    private static func cell(_ coordinate: CGFloat) -> Int {
        guard !coordinate.isNaN else { return 0 }
        let far = CGFloat(CellSize.unbounded)
        return Int(min(far, max(-far, coordinate)).rounded())
    }

    private func subviews(_ children: [Element], placements: LayoutSubview.Placements?) -> LayoutSubviews {
        LayoutSubviews(
            subviews: children.enumerated().map {
                LayoutSubview(element: $1, index: $0, placements: placements, scale: scale)
            })
    }
}
