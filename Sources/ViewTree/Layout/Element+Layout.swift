extension Element {
    /// Whether the element grows to take all the space offered along `axis`.
    func isFlexible(_ axis: Axis) -> Bool {
        switch self {
        case .empty, .text, .spacer, .divider:
            false
        case .stack(let layout, let children):
            children.contains { child in
                (child.isSpacer && layout.axis == axis) || child.isFlexible(axis)
            }
        case .styled(_, let content), .padded(_, let content), .bordered(_, let content):
            content.isFlexible(axis)
        case .framed(let frame, let content):
            frame.fills(axis) || (!frame.isFixed(axis) && content.isFlexible(axis))
        case .node(let node):
            node.isFlexible(axis)
        case .scrolled:
            true
        case .overlaid(let base, _):
            base.isFlexible(axis)
        }
    }

    /// The size the element takes when offered `proposal`; never larger than the offer.
    func measure(_ proposal: CellSize) -> CellSize {
        switch self {
        case .empty, .spacer:
            return .zero
        case .text(let text):
            guard proposal.height > 0 else { return .zero }
            return CellSize(width: min(DisplayWidth.of(text), proposal.width), height: 1)
        case .divider:
            return CellSize(width: proposal.width, height: min(1, proposal.height))
        case .stack(let layout, let children):
            return layout.place(children, in: proposal).size
        case .styled(_, let content):
            return content.measure(proposal)
        case .padded(let insets, let content):
            let inner = content.measure(proposal.inset(by: insets))
            return CellSize(
                width: min(proposal.width, inner.width + insets.horizontal),
                height: min(proposal.height, inner.height + insets.vertical))
        case .framed(let frame, let content):
            let inner = content.measure(frame.innerProposal(proposal))
            return frame.size(around: inner, offered: proposal)
        case .bordered(_, let content):
            let insets = EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
            let inner = content.measure(proposal.inset(by: insets))
            return CellSize(
                width: min(proposal.width, inner.width + 2), height: min(proposal.height, inner.height + 2))
        case .node(let node):
            return node.measure(proposal)
        case .scrolled:
            return proposal
        case .overlaid(let base, _):
            return base.measure(proposal)
        }
    }
}

extension CellSize {
    func inset(by insets: EdgeInsets) -> CellSize {
        CellSize(width: max(0, width - insets.horizontal), height: max(0, height - insets.vertical))
    }
}
