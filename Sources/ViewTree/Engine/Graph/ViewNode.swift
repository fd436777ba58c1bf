/// A node of the view graph that keeps state between frames: a composed view (with a body)
/// or a lazy list. Primitives in between are plain elements, rebuilt with their owner.
@MainActor
class ViewNode {
    let id: Int
    unowned let host: ViewHost
    unowned let parent: ViewNode?
    let depth: Int
    /// The view type's name, e.g. `TodoItemView`.
    let viewType: String
    /// The label of the nearest explicit id, passed on to nodes inside.
    let label: IdentityLabel?
    var environment: EnvironmentValues

    /// Where the node was last drawn, what it was offered, and the style around it: enough
    /// to lay it out and draw it again alone.
    var frame = CellRect(x: 0, y: 0, width: 0, height: 0)
    var proposal = CellSize.zero
    var style = CellStyle.plain
    /// Its place in the order nodes were last placed, the order they are painted in: where
    /// frames meet, a later node is drawn over an earlier one. A node drawn again alone comes
    /// after its siblings, which it never overlaps: views in layers are drawn all together
    /// (see ``ViewHost/regionRoot(for:)``).
    private(set) var paintOrder = 0
    private static var placements = 0
    /// What its last placement found to paint.
    private var paintSteps: [PaintStep] = []
    /// What a stack sized the node by when it was last drawn, besides its size.
    private var placedTraits: PlacementTraits?
    /// Its sizes for the last few offers: a stack asks for the ideal size and then for a
    /// share, on each axis; one remembered size would make nested stacks measure again and
    /// again.
    /// Each keeps the nearest container's size it was measured in, for a node with a
    /// `containerRelativeFrame` inside (see ``readsContainerSize``); zero for any other.
    private var measured: [(proposal: CellSize, container: CellSize, size: CellSize)] = []
    /// Whether a view inside sizes itself from the nearest container: then its size for an
    /// offer depends on that container's size too.
    var readsContainerSize = false
    /// The nearest container's size when it was last placed: what it is laid out in again
    /// when drawn alone.
    private(set) var placedContainerSize = CellSize.zero
    private(set) var isAlive = true
    /// What kind of container its body makes it (see ``ContainerKind``): one value, set by
    /// the views its body resolves to.
    var container: ContainerKind = []
    /// While it presents a sheet, an alert or a pop-up: the child nodes of what it presents.
    /// Set through ``setPresentedChildren(_:)``, which tells the host.
    private(set) var presentedChildren: Set<ObjectIdentifier>?
    /// Starts or stops presenting `children` (nil: nothing), and tells the host which nodes
    /// present now: everything else takes no keys, focus or clicks while a sheet shows.
    func setPresentedChildren(_ children: Set<ObjectIdentifier>?) {
        presentedChildren = children
        host.presentation.setPresenting(children != nil, id: id)
    }

    /// The `onKeyPress` handlers its body declared, innermost first.
    var keyHandlers: [KeyHandlerScope] = []

    init(host: ViewHost, parent: ViewNode?, viewType: String, label: IdentityLabel?, environment: EnvironmentValues) {
        self.id = host.nextNodeID()
        self.host = host
        self.parent = parent
        self.depth = (parent?.depth ?? -1) + 1
        self.viewType = viewType
        self.label = label
        self.environment = environment
        host.register(self)
    }

    /// Its place among the siblings of its type and label, from 1 (see ``identity``).
    var ordinal = 1
    /// The explicit id (`.id(_:)`, a `ForEach` element's) it was made for, if any.
    var explicitID: AnyHashable?

    /// Readable identity, e.g. `TodoItemView#aaa`: the view type and the current label of
    /// the nearest explicit id; siblings that share both are told apart by their number,
    /// from the second on (`Button`, `Button[2]`, `Button[3]`).
    final var identity: String {
        let name = label.map { "\(viewType)#\($0.text)" } ?? viewType
        return ordinal > 1 ? "\(name)[\(ordinal)]" : name
    }

    /// The node's size for `proposal`, remembered until its content changes.
    final func measure(_ proposal: CellSize) -> CellSize {
        let container = readsContainerSize ? host.containerSize : .zero
        // A loop, not `first(where:)`: a closure made here checks its executor on each call.
        for entry in measured where entry.proposal == proposal && entry.container == container { return entry.size }
        let size =
            sizesRelativeFrames
            ? host.withContainer(of: proposal) { measureContent(proposal) } : measureContent(proposal)
        if measured.count == 4 { measured.removeFirst() }
        measured.append((proposal, container, size))
        return size
    }

    /// Whether it takes all the space offered along each axis, remembered as its sizes are:
    /// a stack asks each child while sizing it, and the answer walks the child's content.
    private var flexibility: (horizontal: Bool?, vertical: Bool?)

    /// Whether the node grows to take all the space offered along `axis`.
    final func isFlexible(_ axis: Axis) -> Bool {
        switch axis {
        case .horizontal:
            if let known = flexibility.horizontal { return known }
            let answer = isFlexibleContent(.horizontal)
            flexibility.horizontal = answer
            return answer
        case .vertical:
            if let known = flexibility.vertical { return known }
            let answer = isFlexibleContent(.vertical)
            flexibility.vertical = answer
            return answer
        }
    }

    /// Forgets the remembered sizes and flexibility, after the content changed.
    final func invalidateMeasure() {
        measured.removeAll(keepingCapacity: true)
        flexibility = (nil, nil)
    }

    /// Whether the parent would now place the node differently than when it was drawn: its
    /// size for the same offer, or what a stack sizes it by, changed. A lazy list places a
    /// row by its size alone: a row whose ideal width changed (a longer title) is drawn alone.
    final var hasNewPlacement: Bool {
        guard readsContainerSize else { return placementChanged }
        return host.withContainer(placedContainerSize) { placementChanged }
    }

    private var placementChanged: Bool {
        measure(proposal) != frame.size || (!(parent is ListNode) && currentTraits() != placedTraits)
    }

    /// What a stack reads of a child besides its size for the offer: whether it takes all
    /// the space along each axis, its ideal length along each (for the offer across), its
    /// layout priority, and the guides its parent asked it for.
    private struct PlacementTraits: Equatable {
        var flexible: (horizontal: Bool, vertical: Bool)
        var ideal: CellSize
        var priority: Double
        var guides: [AlignmentKey: Int?]
        var showsNothing: Bool

        static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.flexible == rhs.flexible && lhs.ideal == rhs.ideal && lhs.priority == rhs.priority
                && lhs.guides == rhs.guides && lhs.showsNothing == rhs.showsNothing
        }
    }

    /// The guides a parent asked the node for (see ``explicitGuide(_:_:)``).
    private var askedGuides: Set<AlignmentKey> = []

    /// The value a view inside sets for the guide `key` when offered `proposal`; the parent
    /// that asks is placed again when it changes.
    final func explicitGuide(_ key: AlignmentKey, _ proposal: CellSize) -> Int? {
        askedGuides.insert(key)
        return explicitGuideContent(key, proposal)
    }

    private func currentTraits() -> PlacementTraits {
        // Flexible views have ideal sizes too: a fixed-size or grid parent reads them.
        let width = measure(CellSize(width: CellSize.unbounded, height: proposal.height)).width
        let height = measure(CellSize(width: proposal.width, height: CellSize.unbounded)).height
        var guides: [AlignmentKey: Int?] = [:]
        for key in askedGuides { guides[key] = explicitGuideContent(key, proposal) }
        return PlacementTraits(
            flexible: (horizontal: isFlexible(.horizontal), vertical: isFlexible(.vertical)),
            ideal: CellSize(width: width, height: height), priority: layoutPriority, guides: guides,
            showsNothing: showsNothing)
    }

    /// Takes its place: the frame, offer and style it is laid out with now; lays out what is
    /// inside and writes down what to paint.
    final func place(in rect: CellRect, proposal: CellSize, style: CellStyle) {
        frame = rect
        Self.placements += 1
        paintOrder = Self.placements
        self.proposal = proposal
        self.style = style
        placedContainerSize = host.containerSize
        placedTraits = currentTraits()
        paintSteps.removeAll(keepingCapacity: true)
        // Canvases start blank: only a surrounding that shows on a blank cell needs painting
        // under the content.
        if style.showsOnBlankCells { paintSteps.append(.fill(rect, style)) }
        if sizesRelativeFrames {
            host.withContainer(of: proposal) { placeContent(in: rect, into: &paintSteps) }
        } else {
            placeContent(in: rect, into: &paintSteps)
        }
    }

    /// Writes its cells as its placement said; changes nothing in the tree.
    final func paint(on canvas: inout Canvas) {
        PaintStep.paint(paintSteps, on: &canvas)
    }

    /// Whether the node is inside `ancestor`'s subtree. A node gone from the tree is inside
    /// nothing: its parents may be freed (a node that ran and went in one frame).
    final func isDescendant(of ancestor: ViewNode) -> Bool {
        guard isAlive else { return false }
        var above = parent
        while let next = above {
            if next === ancestor { return true }
            above = next.parent
        }
        return false
    }

    /// Removes the node and everything under it: trackings are cancelled, state released.
    func dismantle() {
        isAlive = false
        host.unregister(self)
    }

    // MARK: For subclasses

    /// Stops every tracking the node holds, so no change reaches it any more.
    func cancelTrackings() {}

    func measureContent(_ proposal: CellSize) -> CellSize { .zero }

    /// How many child nodes it holds now.
    var childCount: Int { 0 }

    func isFlexibleContent(_ axis: Axis) -> Bool { false }

    /// Whether the node shows nothing at all (see ``Element/showsNothing``).
    var showsNothing: Bool { false }

    /// Appends the values views inside set for the preference `key`, in layout order.
    func collectPreferences(_ key: ObjectIdentifier, into values: inout [Any]) {}

    /// The guide's value set inside the node's content, if any.
    func explicitGuideContent(_ key: AlignmentKey, _ proposal: CellSize) -> Int? { nil }

    /// The priority a stack sizes it with (see ``View/layoutPriority(_:)``).
    var layoutPriority: Double { 0 }

    /// Its place in a `ZStack`'s drawing order (see ``View/zIndex(_:)``).
    var zIndex: Double { 0 }

    func placeContent(in rect: CellRect, into steps: inout [PaintStep]) {}

    /// Takes a changed environment from the parent; re-resolves or re-runs what depends on it.
    func environmentDidChange(to environment: EnvironmentValues) {
        self.environment = environment
    }
}
