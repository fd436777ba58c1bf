@MainActor
extension Element {
    /// The value, in cells from its top left corner, that a view inside sets for the guide
    /// `key` when offered `proposal`, or nil where none does. Views that hold one child (a
    /// padding, a frame, a border) pass a child's on, moved by where they put it; a stack
    /// passes on its children's custom guides (their mean where several set one), never
    /// SwiftUI's own.
    func explicitGuide(_ key: AlignmentKey, _ proposal: CellSize) -> Int? {
        switch self {
        case .guided(let guide, let content):
            guard guide.key == key else { return content.explicitGuide(key, proposal) }
            let dimensions = ViewDimensions(content.measure(proposal)) { content.explicitGuide($0, proposal) }
            return Int(guide.compute(dimensions).rounded(.down))
        case .styled(_, let content), .prioritized(_, let content), .zIndexed(_, let content),
            .gridCell(_, let content), .clipping(let content), .shifted(_, _, let content, _),
            .decorated(_, let content, _, _),
            .presenting(let content, _, _), .preference(_, let content):
            return content.explicitGuide(key, proposal)
        case .fixed(let horizontal, let vertical, let content):
            return content.explicitGuide(key, proposal.ideal(horizontal: horizontal, vertical: vertical))
        case .padded(let asked, let content):
            let insets = Element.padding(asked, around: content, in: proposal)
            let inset = key.axis == .horizontal ? insets.leading : insets.top
            return content.explicitGuide(key, proposal.inset(by: insets)).map { $0 + inset }
        case .bordered(_, let content):
            let insets = EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
            return content.explicitGuide(key, proposal.inset(by: insets)).map { $0 + 1 }
        case .framed(let frame, let content):
            let inner = frame.innerProposal(proposal)
            guard let value = content.explicitGuide(key, inner) else { return nil }
            let size = content.measure(inner)
            let outer = frame.size(around: size, offered: proposal)
            let position =
                key.axis == .horizontal
                ? frame.alignment.horizontal.guide.position(of: content, size: size, offered: inner, in: outer)
                : frame.alignment.vertical.guide.position(of: content, size: size, offered: inner, in: outer)
            return value + position
        case .containerRelative(let relative, let content):
            return Element.framed(relative.frame, content).explicitGuide(key, proposal)
        case .stack(let layout, let children):
            guard !key.isBuiltIn else { return nil }
            let placed = layout.place(children, in: proposal)
            let frames = layout.frames(
                of: placed.children, in: CellRect(x: 0, y: 0, width: placed.size.width, height: placed.size.height))
            var values: [Int] = []
            for index in children.indices {
                guard let value = children[index].explicitGuide(key, placed.children[index].proposal) else { continue }
                values.append(value + (key.axis == .horizontal ? frames[index].x : frames[index].y))
            }
            return values.isEmpty ? nil : values.reduce(0, +) / values.count
        case .node(let node):
            return node.explicitGuide(key, proposal)
        default:
            return nil
        }
    }
}
