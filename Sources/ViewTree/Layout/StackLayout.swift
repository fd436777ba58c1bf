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

    /// Sizes the children for `proposal`: fixed children first, in order, each offered what
    /// is left; then flexible ones (spacers, fill frames, lists) share the rest evenly.
    func place(_ children: [Element], in proposal: CellSize) -> (children: [Placement], size: CellSize) {
        let main = length(of: proposal)
        let cross = crossLength(of: proposal)
        let gaps = spacing * max(0, children.count - 1)
        var remaining = max(0, main - gaps)
        for case .spacer(let minLength) in children { remaining -= minLength }
        remaining = max(0, remaining)

        var placements = [Placement?](repeating: nil, count: children.count)
        var flexible: [Int] = []
        for (index, child) in children.enumerated() {
            if child.isSpacer || child.isFlexible(axis) {
                flexible.append(index)
                continue
            }
            if child.isDivider {
                placements[index] = Placement(size: size(main: 1, cross: 0), proposal: size(main: 1, cross: cross))
                remaining = max(0, remaining - 1)
                continue
            }
            let offer = size(main: remaining, cross: cross)
            let measured = child.measure(offer)
            placements[index] = Placement(size: measured, proposal: offer)
            remaining = max(0, remaining - length(of: measured))
        }
        for (rank, index) in flexible.enumerated() {
            var share = flexible.isEmpty ? 0 : remaining / flexible.count
            if rank < remaining % max(1, flexible.count) { share += 1 }
            if case .spacer(let minLength) = children[index] {
                placements[index] = Placement(
                    size: size(main: share + minLength, cross: 0), proposal: size(main: share + minLength, cross: 0))
            } else {
                let offer = size(main: share, cross: cross)
                placements[index] = Placement(size: children[index].measure(offer), proposal: offer)
            }
        }
        let resolved = placements.map { $0! }
        var crossUsed = resolved.map { crossLength(of: $0.size) }.max() ?? 0
        crossUsed = min(crossUsed, cross)
        let mainUsed = min(main, resolved.reduce(gaps) { $0 + length(of: $1.size) })
        let stretched = resolved.enumerated().map { index, placement in
            // A divider spans the stack across its axis.
            children[index].isDivider
                ? Placement(size: size(main: 1, cross: crossUsed), proposal: placement.proposal)
                : placement
        }
        return (stretched, size(main: flexible.isEmpty ? mainUsed : main, cross: crossUsed))
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
