@MainActor
extension Element {
    /// The longest content a scroll view lays out along an axis it scrolls.
    static let scrollLimit = 10_000

    /// Places scrolled content: laid out at its own length along the axes the scroll view
    /// scrolls (the window's across the others), shifted by the position, clipped to `rect`.
    /// A scroll request, then a focused view inside that falls out of the window, move the
    /// window to show it.
    static func placeScrolled(
        _ content: Element, position: ScrollWindow, in rect: CellRect, style: CellStyle,
        into steps: inout [PaintStep]
    ) {
        // Content that fills what it is offered (a Spacer, a frame to infinity) gets the
        // window, not the limit: it has nothing to scroll.
        let scrollsAcross = position.axes.contains(.horizontal) && !content.isFlexible(.horizontal)
        let scrollsDown = position.axes.contains(.vertical) && !content.isFlexible(.vertical)
        let offer = CellSize(
            width: scrollsAcross ? Self.scrollLimit : rect.width, height: scrollsDown ? Self.scrollLimit : rect.height)
        let size = content.measure(offer)
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
