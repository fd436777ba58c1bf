/// What a body resolves to: primitives laid out and drawn by the view tree itself, with the
/// nodes of composed child views as leaves. Rebuilt when the owning node's body runs.
indirect enum Element {
    case empty
    case text(String, TextLayout)
    /// Space that grows along its stack; at least `minLength`'s width in a row, its height
    /// in a column.
    case spacer(minLength: CellSize)
    /// A colour filling all the space offered; nil: a clear one, which takes the space and
    /// paints nothing, so what is behind it shows. Offered no limit along an axis, it takes
    /// `ideal`'s length (SwiftUI's shapes and colours answer an unspecified offer with 10 points).
    case filled(TerminalColor?, ideal: CellSize)
    /// A box-drawing outline around all the space offered, `ideal` where the offer has no
    /// limit: a shape's `.stroke`.
    case outline(StyleChange, rounded: Bool, ideal: CellSize)
    /// Elements drawn over each other, later ones on top, each placed at the alignment, as
    /// large as the largest: a `ZStack`.
    case layered(Alignment, [Element])
    /// An element with another over or under it, offered its size and placed at the
    /// alignment: `.overlay { }` and `.background { }`.
    case decorated(Alignment, base: Element, decoration: Element, isBelow: Bool)
    case divider
    case stack(StackLayout, [Element])
    /// Rows of cells in columns: a `Grid`.
    case grid(GridArrangement, [Element])
    /// One row of a grid: its cells; outside a grid, a horizontal stack.
    case gridRow(VerticalAlignment?, [Element])
    /// Children laid out by a custom `Layout`.
    case custom(CustomLayout, [Element])
    case styled(StyleChange, Element)
    case padded(EdgeInsets, Element)
    case framed(FrameLayout, Element)
    /// A frame whose lengths come from the nearest container's size at layout:
    /// `.containerRelativeFrame`.
    case containerRelative(ContainerRelativeLayout, Element)
    /// An element offered all it wants along the axes set, then kept to the cells it gets:
    /// `.fixedSize()`.
    case fixed(horizontal: Bool, vertical: Bool, Element)
    /// An element its stack sizes before those of lower priority: `.layoutPriority(_:)`.
    case prioritized(Double, Element)
    /// An element a `ZStack` draws above those of lower index: `.zIndex(_:)`.
    case zIndexed(Double, Element)
    /// A grid cell's own layout (`.gridCellColumns`, `.gridColumnAlignment`, ...): read by
    /// the grid it is in, transparent elsewhere.
    case gridCell(GridCellTraits, Element)
    case bordered(CellStyle, Element)
    /// Content presenting a sheet or alert, which its node (the presenter) draws over the
    /// whole screen.
    case presenting(Element, Element, presenter: OwnerNode)
    /// A scroll view's content: shifted by its position and clipped to the space it gets.
    case scrolled(ScrollWindow, Element)
    /// An element drawn moved by `x` columns and `y` rows from where it is laid out:
    /// `.offset`. It is kept to the frame of the node whose body moved it (`within`): drawn
    /// alone, that node covers only its own cells.
    case shifted(x: Int, y: Int, Element, within: OwnerNode)
    /// An element whose drawing is kept to its frame: `.clipped()`.
    case clipping(Element)
    /// An element that sets the value of an alignment guide: `.alignmentGuide(_:computeValue:)`.
    case guided(ExplicitGuide, Element)
    /// An element that hands a preference value up: `.preference(key:value:)`.
    case preference(PreferenceValue, Element)
    case node(ViewNode)

    /// The node whose body holds an element (a sheet's presenter, a moved view's owner), held
    /// without keeping it alive.
    struct OwnerNode {
        unowned let node: ViewNode
    }

    /// Several elements as one: a modifier applied to a group stacks it vertically.
    static func combining(_ elements: [Element]) -> Element {
        switch elements.count {
        case 0: .empty
        case 1: elements[0]
        default: .stack(StackLayout(axis: .vertical), elements)
        }
    }

    /// A grid row standing alone: a horizontal stack of its cells.
    static func rowStack(_ alignment: VerticalAlignment?, _ cells: [Element]) -> Element {
        .stack(StackLayout(axis: .horizontal, spacing: 1, verticalAlignment: alignment ?? .center), cells)
    }

    var isSpacer: Bool {
        if case .spacer = self { return true }
        return false
    }

    var isDivider: Bool {
        if case .divider = self { return true }
        return false
    }
}

@MainActor
extension Element {
    /// The priority its stack sizes it with: set on the element, or on the body of the
    /// composed view it is (a modifier that only styles keeps it).
    var layoutPriority: Double {
        throughWrappers(
            { if case .prioritized(let priority, _) = $0 { priority } else { nil } }, node: \.layoutPriority)
    }

    /// Its place in a `ZStack`'s drawing order: set on the element, or on the body of the
    /// composed view it is.
    var zIndex: Double {
        throughWrappers({ if case .zIndexed(let index, _) = $0 { index } else { nil } }, node: \.zIndex)
    }

    /// The first value `own` finds on the element or, through the elements that only wrap
    /// their content (a style, a priority, a z-index, a clip, a shift, a guide, a preference),
    /// on what they wrap; a composed view's node answers with `node`; anything else, 0.
    private func throughWrappers(_ own: (Element) -> Double?, node: (ViewNode) -> Double) -> Double {
        var current = self
        while true {
            if let value = own(current) { return value }
            switch current {
            case .styled(_, let content), .prioritized(_, let content), .zIndexed(_, let content),
                .gridCell(_, let content),
                .clipping(let content), .shifted(_, _, let content, _), .guided(_, let content),
                .preference(_, let content):
                current = content
            case .node(let viewNode): return node(viewNode)
            default: return 0
            }
        }
    }

    /// Whether the element grows to take all the space offered along `axis`.
    func isFlexible(_ axis: Axis) -> Bool {
        switch self {
        case .empty, .text, .spacer, .divider:
            false
        case .stack(let layout, let children):
            Element.anyFlexible(children, axis, countingSpacers: layout.axis == axis)
        case .styled(_, let content), .padded(_, let content), .bordered(_, let content):
            content.isFlexible(axis)
        case .framed(let frame, let content):
            frame.fills(axis) || (!frame.isFixed(axis) && content.isFlexible(axis))
        case .containerRelative(let relative, let content):
            !relative.axes.contains(axis == .horizontal ? .horizontal : .vertical) && content.isFlexible(axis)
        case .fixed(let horizontal, let vertical, let content):
            !(axis == .horizontal ? horizontal : vertical) && content.isFlexible(axis)
        case .grid(_, let rows), .custom(_, let rows):
            Element.anyFlexible(rows, axis)
        case .gridRow(let alignment, let cells):
            Element.rowStack(alignment, cells).isFlexible(axis)
        case .prioritized(_, let content), .zIndexed(_, let content), .clipping(let content),
            .shifted(_, _, let content, _), .guided(_, let content), .preference(_, let content),
            .gridCell(_, let content):
            content.isFlexible(axis)
        case .node(let node):
            node.isFlexible(axis)
        case .scrolled(let position, let content):
            position.axes.contains(axis == .horizontal ? .horizontal : .vertical) || content.isFlexible(axis)
        case .filled, .outline:
            true
        case .layered(_, let layers):
            Element.anyFlexible(layers, axis)
        case .decorated(_, let base, _, _):
            base.isFlexible(axis)
        case .presenting(let base, _, _):
            base.isFlexible(axis)
        }
    }

    /// Whether one of `elements` is flexible along `axis` (a spacer too, when
    /// `countingSpacers`). A loop, not `contains(where:)`: a closure made here checks its
    /// executor on each call, and stacks ask this of every child as they lay out.
    private static func anyFlexible(_ elements: [Element], _ axis: Axis, countingSpacers: Bool = false) -> Bool {
        for element in elements where (countingSpacers && element.isSpacer) || element.isFlexible(axis) {
            return true
        }
        return false
    }

    /// The size the element takes when offered `proposal`; never larger than the offer.
    func measure(_ proposal: CellSize) -> CellSize {
        switch self {
        case .empty, .spacer:
            return .zero
        case .text(let text, let layout):
            return layout.size(of: text, in: proposal)
        case .divider:
            return CellSize(width: proposal.width, height: min(1, proposal.height))
        case .stack(let layout, let children):
            return layout.place(children, in: proposal).size
        case .styled(_, let content):
            return content.measure(proposal)
        case .padded(let asked, let content):
            let insets = Element.padding(asked, around: content, in: proposal)
            let inner = content.measure(proposal.inset(by: insets))
            return CellSize(
                width: min(proposal.width, inner.width + insets.horizontal),
                height: min(proposal.height, inner.height + insets.vertical))
        case .framed(let frame, let content):
            let inner = content.measure(frame.innerProposal(proposal))
            return frame.size(around: inner, offered: proposal)
        case .containerRelative(let relative, let content):
            return Element.framed(relative.frame, content).measure(proposal)
        case .bordered(_, let content):
            let insets = EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
            let inner = content.measure(proposal.inset(by: insets))
            return CellSize(
                width: min(proposal.width, inner.width + 2), height: min(proposal.height, inner.height + 2))
        case .fixed(let horizontal, let vertical, let content):
            let inner = content.measure(proposal.ideal(horizontal: horizontal, vertical: vertical))
            return CellSize(width: min(inner.width, proposal.width), height: min(inner.height, proposal.height))
        case .prioritized(_, let content), .zIndexed(_, let content), .clipping(let content),
            .shifted(_, _, let content, _), .guided(_, let content), .preference(_, let content),
            .gridCell(_, let content):
            return content.measure(proposal)
        case .grid(let layout, let rows):
            return layout.arranged(rows, for: proposal).measure(proposal)
        case .gridRow(let alignment, let cells):
            return Element.rowStack(alignment, cells).measure(proposal)
        case .custom(let layout, let children):
            return layout.measure(children, in: proposal)
        case .node(let node):
            return node.measure(proposal)
        case .scrolled(let position, let content):
            return Element.scrollViewSize(of: content, axes: position.axes, proposal: proposal)
        case .filled(_, let ideal), .outline(_, _, let ideal):
            return CellSize(
                width: CellSize.isUnbounded(proposal.width) ? ideal.width : proposal.width,
                height: CellSize.isUnbounded(proposal.height) ? ideal.height : proposal.height)
        case .layered(_, let layers):
            let sizes = layers.map { $0.measure(proposal) }
            return CellSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
        case .presenting(let base, _, _), .decorated(_, let base, _, _):
            return base.measure(proposal)
        }
    }
}

extension CellSize {
    /// A length that stands for "as much as you want": offered, a view answers with its
    /// ideal length (a flexible one with this length, which no parent gives it).
    static let unbounded = 1 << 30

    /// Whether an offer of `length` is unbounded: still far beyond any screen after insets
    /// and a stack's shares took their part of ``unbounded``.
    static func isUnbounded(_ length: Int) -> Bool {
        length >= 1 << 20
    }

    /// The proposal with the axes set made unbounded: what `.fixedSize()` offers.
    func ideal(horizontal: Bool, vertical: Bool) -> CellSize {
        CellSize(width: horizontal ? Self.unbounded : width, height: vertical ? Self.unbounded : height)
    }

    func inset(by insets: EdgeInsets) -> CellSize {
        CellSize(width: max(0, width - insets.horizontal), height: max(0, height - insets.vertical))
    }
}
