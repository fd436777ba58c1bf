@MainActor
extension Element {
    /// The longest content a scroll view lays out along an axis it scrolls.
    static let scrollLimit = 10_000

    /// What scrolled content is offered, and the size it takes: along an axis the scroll view
    /// scrolls, no limit (as SwiftUI's unspecified offer: a shape takes its ideal size, a frame
    /// to infinity its content's), capped at ``scrollLimit``; across the others, the window.
    /// Content that still takes all of an offer without limit (a bare spacer in a stack that
    /// asks more) gets the window along that axis: it has nothing to scroll.
    private static func scrollOffer(
        for content: Element, axes: Axis.Set, window: CellSize
    ) -> (offer: CellSize, size: CellSize) {
        let scrollsAcross = axes.contains(.horizontal)
        let scrollsDown = axes.contains(.vertical)
        var offer = CellSize(
            width: scrollsAcross ? unlimited(content, .horizontal) : window.width,
            height: scrollsDown ? unlimited(content, .vertical) : window.height)
        var size = content.measure(offer)
        if CellSize.isUnbounded(size.width) || CellSize.isUnbounded(size.height) {
            if CellSize.isUnbounded(size.width) { offer.width = window.width }
            if CellSize.isUnbounded(size.height) { offer.height = window.height }
            size = content.measure(offer)
        }
        return (offer, CellSize(width: min(size.width, scrollLimit), height: min(size.height, scrollLimit)))
    }

    /// A scroll view's size, as SwiftUI's: all it is offered along the axes it scrolls; across
    /// the others, its content's length, no more than offered (a vertical one around a short
    /// text is as wide as the text, and its container places it).
    static func scrollViewSize(of content: Element, axes: Axis.Set, proposal: CellSize) -> CellSize {
        let (scrollsAcross, scrollsDown) = (axes.contains(.horizontal), axes.contains(.vertical))
        if scrollsAcross && scrollsDown { return proposal }
        let window = CellSize(
            width: CellSize.isUnbounded(proposal.width) ? scrollLimit : proposal.width,
            height: CellSize.isUnbounded(proposal.height) ? scrollLimit : proposal.height)
        let content = scrollOffer(for: content, axes: axes, window: window).size
        return CellSize(
            width: scrollsAcross ? proposal.width : min(content.width, proposal.width),
            height: scrollsDown ? proposal.height : min(content.height, proposal.height))
    }

    /// The offer without limit along `axis`: ``CellSize/unbounded`` for content that grows with
    /// its offer (so it answers with its ideal length), ``scrollLimit`` for content that does not.
    private static func unlimited(_ content: Element, _ axis: Axis) -> Int {
        content.isFlexible(axis) ? CellSize.unbounded : scrollLimit
    }

    /// Places scrolled content: laid out at its own length along the axes the scroll view
    /// scrolls (the window's across the others), shifted by the position, clipped to `rect`.
    /// A scroll request, then a focused view inside that falls out of the window, move the
    /// window to show it.
    static func placeScrolled(
        _ content: Element, position: ScrollWindow, in rect: CellRect, style: CellStyle,
        into steps: inout [PaintStep]
    ) {
        let (offer, size) = scrollOffer(for: content, axes: position.axes, window: rect.size)
        // Along an axis where the content got the window, it has nothing to scroll.
        let scrollsAcross = offer.width != rect.width
        let scrollsDown = offer.height != rect.height
        // Hidden (under a sheet, or a pushed view): the nodes learn they show nowhere, the
        // position stays for when the window is back.
        guard !rect.isEmpty else {
            var nowhere: [PaintStep] = []
            return content.place(in: rect, proposal: .zero, style: style, into: &nowhere)
        }
        position.window = rect.size
        let before = position.maxOffset
        position.maxOffset = CellSize(
            width: max(0, size.width - rect.width), height: max(0, size.height - rect.height))
        var offset = position.kept(position.anchoredOffset(before: before))
        // Content shorter (narrower) than the window sits at the alignment anchor along the
        // axes it scrolls.
        let alignment = position.anchors.alignment
        let gap = CellSize(
            width: scrollsAcross ? ScrollAnchors.offset(alignment?.x, maximum: max(0, rect.width - size.width)) : 0,
            height: scrollsDown ? ScrollAnchors.offset(alignment?.y, maximum: max(0, rect.height - size.height)) : 0)
        var inside: [PaintStep] = []
        func place(at offset: CellSize) {
            inside = []
            let shifted = CellRect(
                x: rect.x + gap.width - offset.width, y: rect.y + gap.height - offset.height, width: size.width,
                height: size.height)
            content.place(in: shifted, proposal: offer, style: style, into: &inside)
        }
        place(at: offset)
        var target = offset
        if let (x, y) = position.pendingOffset {
            position.pendingOffset = nil
            target = position.kept(CellSize(width: x ?? target.width, height: y ?? target.height))
        }
        if let request = position.request, let owner = position.owner {
            position.request = nil
            if let frame = owner.host.frameOfNode(withID: request.id, inside: owner) {
                target = position.offset(showing: frame, in: rect, from: target, anchor: request.anchor)
            }
        }
        if let owner = position.owner, let focused = owner.host.keyFocus.node, focused.isDescendant(of: owner),
            !focused.frame.isEmpty
        {
            // The frame as the request's move would put it.
            var frame = focused.frame
            frame.x -= target.width - offset.width
            frame.y -= target.height - offset.height
            target = position.offset(showing: frame, in: rect, from: target, anchor: nil)
        }
        if target != offset {
            offset = target
            place(at: offset)
        }
        position.shown = offset
        steps.append(.clipped(rect, inside))
        if position.boundPosition.binding != nil, let owner = position.owner {
            position.boundPosition.report(owner.host.topViewID(inside: owner, window: rect), on: owner.host)
        }
    }
}
