/// How a stack arranges its children: along an axis, with cells between them, aligned on
/// the other axis.
@MainActor
struct StackLayout {
    var axis: Axis
    var spacing = 0
    var horizontalAlignment: HorizontalAlignment = .leading
    var verticalAlignment: VerticalAlignment = .top

    /// A child's size, the proposal it was measured with, and where it goes across the axis
    /// when an alignment guide decides that (nil: the sizes alone do).
    struct Placement {
        var size: CellSize
        var proposal: CellSize
        var crossPosition: Int?
        /// False for a child that shows nothing (see ``Element/showsNothing``): no spacing
        /// goes before or after it.
        var isSubview = true
    }

    /// Sizes the children for `proposal` as SwiftUI's stacks do: by layout priority, highest
    /// first, each group offered what is left after the minimums of the groups below (a
    /// divider's cell); inside a group the least flexible (ideal minus minimum) come first,
    /// each offered an even share of what is left. Spacers take what the others leave, at least
    /// their `minLength` (SwiftUI sorts them in with the rest; here a text beside a spacer
    /// keeps its line when it fits). A proposal of ``CellSize/unbounded`` cells asks for the
    /// ideal size: every child is offered its own, and spacers take their minimum.
    func place(_ children: [Element], in proposal: CellSize) -> (children: [Placement], size: CellSize) {
        // Loops, not closures: a closure made in main-actor code checks its executor on every
        // call, and this runs for every stack of every frame.
        let main = length(of: proposal)
        let cross = crossLength(of: proposal)
        var placements = [Placement](repeating: Placement(size: .zero, proposal: .zero), count: children.count)
        var subviews = 0
        for index in children.indices where !children[index].showsNothing { subviews += 1 }
        let gaps = spacing * max(0, subviews - 1)
        let idealProposal = size(main: CellSize.unbounded, cross: cross)
        if CellSize.isUnbounded(main) {
            // Asked for its ideal size: each child at its own, spacers at their minimum.
            for index in children.indices {
                switch children[index] {
                case .spacer(let minLength):
                    let main = length(of: minLength)
                    placements[index] = Placement(
                        size: size(main: main, cross: 0), proposal: size(main: main, cross: 0))
                case .divider:
                    placements[index] = Placement(size: size(main: 1, cross: 0), proposal: size(main: 1, cross: cross))
                default:
                    placements[index] = Placement(size: children[index].measure(idealProposal), proposal: idealProposal)
                }
            }
        } else {
            var spacerMinimums = 0
            var ideals = [Int](repeating: 0, count: children.count)
            for index in children.indices {
                if children[index].isSpacer { spacerMinimums += minimum(of: children[index]) }
                ideals[index] = idealLength(of: children[index], proposal: idealProposal)
            }
            divide(max(0, main - gaps - spacerMinimums), among: children, ideals: ideals, cross: cross, &placements)
            shareAmongSpacers(children, &placements, available: max(0, main - gaps))
        }
        if subviews < children.count {
            for index in children.indices where children[index].showsNothing { placements[index].isSubview = false }
        }
        var crossUsed = 0
        var mainUsed = gaps
        for placement in placements {
            crossUsed = max(crossUsed, crossLength(of: placement.size))
            mainUsed += length(of: placement.size)
        }
        if let aligned = crossPositions(children, placements) {
            crossUsed = aligned.length
            for index in placements.indices { placements[index].crossPosition = aligned.positions[index] }
        }
        crossUsed = min(crossUsed, cross)
        for index in children.indices where children[index].isDivider {
            // A divider spans the stack across its axis.
            placements[index].size = size(main: length(of: placements[index].size), cross: crossUsed)
        }
        return (placements, size(main: min(main, mainUsed), cross: crossUsed))
    }

    /// Where each child goes inside `rect`.
    func frames(of placements: [Placement], in rect: CellRect) -> [CellRect] {
        let guide = axis == .vertical ? horizontalAlignment.guide.builtIn : verticalAlignment.guide.builtIn
        let crossRoom = crossLength(of: rect.size)
        var offset = 0
        // A loop, not `map`: this runs for every stack placed, and a closure made on the main
        // actor checks its executor at each call.
        var frames: [CellRect] = []
        frames.reserveCapacity(placements.count)
        var afterSubview = false
        for placement in placements {
            let child = placement.size
            let cross = placement.crossPosition ?? guide?.offset(of: crossLength(of: child), in: crossRoom) ?? 0
            if placement.isSubview {
                if afterSubview { offset += spacing }
                afterSubview = true
            }
            let origin = size(main: offset, cross: cross)
            offset += length(of: child)
            frames.append(
                CellRect(x: rect.x + origin.width, y: rect.y + origin.height, width: child.width, height: child.height))
        }
        return frames
    }

    /// Where the children go across the axis when a guide decides it (a custom alignment, or
    /// a child that sets the built-in one): each child's guide on one line, the stack as wide
    /// as they reach on both sides. Nil when the sizes alone decide.
    private func crossPositions(_ children: [Element], _ placements: [Placement]) -> (positions: [Int], length: Int)? {
        let guide = axis == .vertical ? horizontalAlignment.guide : verticalAlignment.guide
        // A built-in guide no child sets is an offset from the sizes: nothing to ask.
        if guide.builtIn != nil {
            guard ExplicitGuide.inUse,
                children.indices.contains(where: {
                    children[$0].explicitGuide(guide.key, placements[$0].proposal) != nil
                })
            else { return nil }
        }
        var values: [Int] = []
        for index in children.indices {
            let (size, proposal) = (placements[index].size, placements[index].proposal)
            values.append(guide.value(of: children[index], size: size, offered: proposal))
        }
        let line = values.max() ?? 0
        var length = 0
        for index in children.indices {
            length = max(length, line - values[index] + crossLength(of: placements[index].size))
        }
        return (values.map { line - $0 }, length)
    }

    /// The length a child takes when offered all it wants: a flexible child wants everything
    /// (it is not asked: a list would lay out every row); a spacer is counted apart.
    private func idealLength(of child: Element, proposal: CellSize) -> Int {
        if child.isSpacer { return 0 }
        if child.isFlexible(axis) { return CellSize.unbounded }
        if child.isDivider { return 1 }
        return length(of: child.measure(proposal))
    }

    /// What the other children leave of `available`, split between the spacers (the first
    /// ones get a cell more when it does not split evenly), each at least its minimum.
    private func shareAmongSpacers(_ children: [Element], _ placements: inout [Placement], available: Int) {
        var spacers = 0
        var taken = 0
        for index in children.indices {
            if children[index].isSpacer {
                spacers += 1
                taken += minimum(of: children[index])
            } else {
                taken += length(of: placements[index].size)
            }
        }
        guard spacers > 0 else { return }
        let left = max(0, available - taken)
        var rank = 0
        for index in children.indices where children[index].isSpacer {
            var share = left / spacers
            if rank < left % spacers { share += 1 }
            rank += 1
            let length = share + minimum(of: children[index])
            placements[index] = Placement(size: size(main: length, cross: 0), proposal: size(main: length, cross: 0))
        }
    }

    /// The length a child takes however little it is offered, when there is room for it.
    func minimum(of child: Element) -> Int {
        switch child {
        case .spacer(let minLength): length(of: minLength)
        case .divider: 1
        default: 0
        }
    }

    func length(of size: CellSize) -> Int {
        axis == .horizontal ? size.width : size.height
    }

    private func crossLength(of size: CellSize) -> Int {
        axis == .horizontal ? size.height : size.width
    }

    func size(main: Int, cross: Int) -> CellSize {
        axis == .horizontal ? CellSize(width: main, height: cross) : CellSize(width: cross, height: main)
    }
}

@MainActor
extension Element {
    /// Whether an element shows nothing, shows something, or is a node that decides.
    @MainActor
    enum Emptiness {
        case nothing, something
        case node(ViewNode)

        var showsNothing: Bool {
            switch self {
            case .nothing: true
            case .something: false
            case .node(let node): node.showsNothing
            }
        }
    }

    /// Whether the element shows nothing at all (an `if` that is false, a view whose body is
    /// empty): SwiftUI makes no subview of it, so a stack puts no spacing around it.
    var showsNothing: Bool { emptiness.showsNothing }

    /// What decides whether the element shows nothing.
    var emptiness: Emptiness {
        switch self {
        case .empty: .nothing
        case .node(let node): .node(node)
        case .styled(_, let content), .zIndexed(_, let content), .preference(_, let content): content.emptiness
        default: .something
        }
    }
}
