/// How a stack shares its length among its children, as SwiftUI's stacks do.
extension StackLayout {
    /// SwiftUI's division of the space: by priority, then by flexibility. Spacers are left
    /// to ``shareAmongSpacers(_:_:available:)``. Its scratch lists live on the stack: this
    /// runs for every stack laid out, and a heap array costs more than the rest of a small one.
    func divide(
        _ available: Int, among children: [Element], ideals: [Int], cross: Int, _ placements: inout [Placement]
    ) {
        withUnsafeTemporaryAllocation(of: Double.self, capacity: children.count) { priorities in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: children.count) { group in
                for index in children.indices { priorities[index] = children[index].layoutPriority }
                var remaining = available
                // The priorities from the highest down, each found by a pass: stacks have few.
                var above = Double.infinity
                while let priority = Self.highest(below: above, in: priorities, children) {
                    above = priority
                    var reservedBelow = 0
                    var count = 0
                    for index in children.indices where !children[index].isSpacer {
                        if priorities[index] < priority { reservedBelow += minimum(of: children[index]) }
                        guard priorities[index] == priority else { continue }
                        // Least flexible first (ideal minus minimum; none for a fixed frame), in
                        // order among equals.
                        let flexibility = self.flexibility(of: children[index], ideal: ideals[index])
                        var position = count
                        while position > 0,
                            self.flexibility(of: children[group[position - 1]], ideal: ideals[group[position - 1]])
                                > flexibility
                        {
                            group[position] = group[position - 1]
                            position -= 1
                        }
                        group[position] = index
                        count += 1
                    }
                    var budget = max(0, remaining - reservedBelow)
                    for rank in 0..<count {
                        let index = group[rank]
                        let left = count - rank
                        // A fixed frame takes its length, as in SwiftUI, while the stack has it.
                        var share = (budget + left - 1) / left
                        if let fixed = fixedLength(of: children[index]) { share = min(fixed, budget) }
                        let placement: Placement
                        if children[index].isDivider {
                            let length = min(1, budget)
                            placement = Placement(
                                size: size(main: length, cross: 0), proposal: size(main: length, cross: cross))
                        } else {
                            let offer = size(main: share, cross: cross)
                            placement = Placement(size: children[index].measure(offer), proposal: offer)
                        }
                        placements[index] = placement
                        budget = max(0, budget - length(of: placement.size))
                        remaining = max(0, remaining - length(of: placement.size))
                    }
                }
            }
        }
    }

    /// The highest priority of a child other than a spacer below `limit`, if any.
    private static func highest(
        below limit: Double, in priorities: UnsafeMutableBufferPointer<Double>, _ children: [Element]
    ) -> Double? {
        var highest: Double?
        for index in children.indices where !children[index].isSpacer && priorities[index] < limit {
            if let found = highest, priorities[index] <= found { continue }
            highest = priorities[index]
        }
        return highest
    }

    /// How much a child's length can give: its ideal less its minimum; nothing for a frame
    /// of fixed length.
    private func flexibility(of child: Element, ideal: Int) -> Int {
        fixedLength(of: child) == nil ? ideal - minimum(of: child) : 0
    }

    /// The length a child's frame fixes along the stack (`.frame(width:)` in a row), through
    /// frames that set nothing along it and style changes; nil for any other child.
    private func fixedLength(of child: Element) -> Int? {
        switch child {
        case .framed(let frame, let content):
            if frame.isFixed(axis) { return axis == .horizontal ? frame.width : frame.height }
            let setsNothing =
                axis == .horizontal
                ? frame.minWidth == nil && frame.idealWidth == nil && frame.maxWidth == nil
                : frame.minHeight == nil && frame.idealHeight == nil && frame.maxHeight == nil
            return setsNothing ? fixedLength(of: content) : nil
        case .containerRelative(let relative, let content): return fixedLength(of: .framed(relative.frame, content))
        case .styled(_, let content): return fixedLength(of: content)
        default: return nil
        }
    }
}
