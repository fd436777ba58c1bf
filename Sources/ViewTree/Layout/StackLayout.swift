/// How a stack arranges its children: along an axis, with cells between them, aligned on
/// the other axis.
@MainActor
struct StackLayout {
    var axis: Axis
    var spacing = 0
    var horizontalAlignment: HorizontalAlignment = .leading
    var verticalAlignment: VerticalAlignment = .top

    /// A child's size and the proposal it was measured with.
    struct Placement {
        var size: CellSize
        var proposal: CellSize
    }

    /// Sizes the children for `proposal` as SwiftUI's stacks do: by layout priority, highest
    /// first, each group offered what is left after the minimums of the groups below (a
    /// divider's cell); inside a group the least flexible (ideal minus minimum) come first,
    /// each offered an even share of what is left. Spacers take what the others leave, at least
    /// their `minLength` (SwiftUI sorts them in with the rest; here a text beside a spacer
    /// keeps its line when it fits). A proposal of ``CellSize/unbounded`` cells asks for the
    /// ideal size: every child is offered its own, and spacers take their minimum.
    func place(_ children: [Element], in proposal: CellSize) -> (children: [Placement], size: CellSize) {
        let main = length(of: proposal)
        let cross = crossLength(of: proposal)
        let gaps = spacing * max(0, children.count - 1)
        let spacerMinimums = children.reduce(0) { $0 + ($1.isSpacer ? Self.minimum(of: $1) : 0) }
        let available = max(0, main - gaps - spacerMinimums)
        let idealOffer = size(main: CellSize.unbounded, cross: cross)
        let ideals = children.map { idealLength(of: $0, offer: idealOffer) }

        var placements: [Placement]
        if CellSize.isUnbounded(main) {
            // Asked for its ideal size: each child at its own, spacers at their minimum.
            placements = children.map { child in
                switch child {
                case .spacer(let minLength):
                    Placement(size: size(main: minLength, cross: 0), proposal: size(main: minLength, cross: 0))
                case .divider:
                    Placement(size: size(main: 1, cross: 0), proposal: size(main: 1, cross: cross))
                default:
                    Placement(size: child.measure(idealOffer), proposal: idealOffer)
                }
            }
        } else {
            placements = divide(available, among: children, ideals: ideals, cross: cross)
        }
        if !CellSize.isUnbounded(main) { shareAmongSpacers(children, &placements, available: max(0, main - gaps)) }
        var crossUsed = placements.map { crossLength(of: $0.size) }.max() ?? 0
        crossUsed = min(crossUsed, cross)
        let mainUsed = min(main, placements.reduce(gaps) { $0 + length(of: $1.size) })
        for index in children.indices where children[index].isDivider {
            // A divider spans the stack across its axis.
            placements[index].size = size(main: length(of: placements[index].size), cross: crossUsed)
        }
        return (placements, size(main: mainUsed, cross: crossUsed))
    }

    /// Where each child goes inside `rect`.
    func frames(of placements: [Placement], in rect: CellRect) -> [CellRect] {
        var offset = 0
        return placements.map { placement in
            let child = placement.size
            let frame: CellRect
            switch axis {
            case .vertical:
                let x = rect.x + horizontalAlignment.offset(of: child.width, in: rect.width)
                frame = CellRect(x: x, y: rect.y + offset, width: child.width, height: child.height)
                offset += child.height + spacing
            case .horizontal:
                let y = rect.y + verticalAlignment.offset(of: child.height, in: rect.height)
                frame = CellRect(x: rect.x + offset, y: y, width: child.width, height: child.height)
                offset += child.width + spacing
            }
            return frame
        }
    }

    /// The length a child takes when offered all it wants: a flexible child wants everything
    /// (it is not asked: a list would lay out every row); a spacer is counted apart.
    private func idealLength(of child: Element, offer: CellSize) -> Int {
        if child.isSpacer { return 0 }
        if child.isFlexible(axis) { return CellSize.unbounded }
        if child.isDivider { return 1 }
        return length(of: child.measure(offer))
    }

    /// What the other children leave of `available`, split between the spacers (the first
    /// ones get a cell more when it does not split evenly), each at least its minimum.
    private func shareAmongSpacers(_ children: [Element], _ placements: inout [Placement], available: Int) {
        let spacers = children.indices.filter { children[$0].isSpacer }
        guard !spacers.isEmpty else { return }
        let fixed = children.indices.filter { !children[$0].isSpacer }.reduce(0) {
            $0 + length(of: placements[$1].size)
        }
        let minimums = spacers.reduce(0) { total, index in total + Self.minimum(of: children[index]) }
        let left = max(0, available - fixed - minimums)
        for (rank, index) in spacers.enumerated() {
            var share = left / spacers.count
            if rank < left % spacers.count { share += 1 }
            let length = share + Self.minimum(of: children[index])
            placements[index] = Placement(size: size(main: length, cross: 0), proposal: size(main: length, cross: 0))
        }
    }

    /// SwiftUI's division of the space: by priority, then by flexibility.
    private func divide(_ available: Int, among children: [Element], ideals: [Int], cross: Int) -> [Placement] {
        var placements = [Placement](
            repeating: Placement(size: .zero, proposal: .zero), count: children.count)
        let priorities = children.map(\.layoutPriority)
        var remaining = available
        for priority in Set(priorities).sorted(by: >) {
            let reservedBelow = children.indices.filter { priorities[$0] < priority && !children[$0].isSpacer }
                .reduce(0) { $0 + Self.minimum(of: children[$1]) }
            let group = children.indices.filter { priorities[$0] == priority && !children[$0].isSpacer }
                .sorted { first, second in
                    let (a, b) = (
                        ideals[first] - Self.minimum(of: children[first]),
                        ideals[second] - Self.minimum(of: children[second])
                    )
                    return a != b ? a < b : first < second
                }
            var budget = max(0, remaining - reservedBelow)
            for (rank, index) in group.enumerated() {
                let left = group.count - rank
                let share = (budget + left - 1) / left
                let child = children[index]
                let placement: Placement
                if child.isDivider {
                    let length = min(1, budget)
                    placement = Placement(
                        size: size(main: length, cross: 0), proposal: size(main: length, cross: cross))
                } else {
                    let offer = size(main: share, cross: cross)
                    placement = Placement(size: child.measure(offer), proposal: offer)
                }
                placements[index] = placement
                budget = max(0, budget - length(of: placement.size))
                remaining = max(0, remaining - length(of: placement.size))
            }
        }
        return placements
    }

    /// The length a child takes however little it is offered, when there is room for it.
    private static func minimum(of child: Element) -> Int {
        switch child {
        case .spacer(let minLength): minLength
        case .divider: 1
        default: 0
        }
    }

    private func length(of size: CellSize) -> Int {
        axis == .horizontal ? size.width : size.height
    }

    private func crossLength(of size: CellSize) -> Int {
        axis == .horizontal ? size.height : size.width
    }

    private func size(main: Int, cross: Int) -> CellSize {
        axis == .horizontal ? CellSize(width: main, height: cross) : CellSize(width: cross, height: main)
    }
}
