extension Element {
    /// Draws the element into `rect` (its measured size). `proposal` is what it was offered
    /// when measured: children are laid out from it again, so they get the offers they were
    /// measured with, and nodes remember them to lay themselves out again alone.
    func draw(in rect: CellRect, proposal: CellSize, style: CellStyle, on canvas: inout Canvas) {
        // Empty rectangles are still walked: the nodes inside must learn where they are now,
        // or a later redraw of one alone would use a stale frame.
        switch self {
        case .empty, .spacer:
            break
        case .text(let text):
            guard !rect.isEmpty else { return }
            canvas.write(Truncation.fit(text, width: rect.width), x: rect.x, y: rect.y, style: style, limit: rect.width)
        case .divider:
            guard !rect.isEmpty else { return }
            canvas.write(String(repeating: "─", count: rect.width), x: rect.x, y: rect.y, style: style)
        case .stack(let layout, let children):
            let placed = layout.place(children, in: proposal)
            let frames = layout.frames(of: placed.children, in: rect)
            for (index, child) in children.enumerated() {
                if child.isDivider && layout.axis == .horizontal {
                    canvas.drawVerticalLine(frames[index].clipped(to: rect), style: style)
                    continue
                }
                child.draw(
                    in: frames[index].clipped(to: rect), proposal: placed.children[index].proposal, style: style,
                    on: &canvas)
            }
        case .styled(let change, let content):
            let inner = change.applied(to: style)
            canvas.fill(rect, style: inner)
            content.draw(in: rect, proposal: proposal, style: inner, on: &canvas)
        case .padded(let insets, let content):
            let innerProposal = proposal.inset(by: insets)
            let size = content.measure(innerProposal)
            let inner = CellRect(
                x: rect.x + insets.leading, y: rect.y + insets.top, width: size.width, height: size.height)
            content.draw(in: inner.clipped(to: rect), proposal: innerProposal, style: style, on: &canvas)
        case .framed(let frame, let content):
            let innerProposal = frame.innerProposal(proposal)
            let size = content.measure(innerProposal)
            let inner = CellRect(
                x: rect.x + frame.alignment.horizontal.offset(of: size.width, in: rect.width),
                y: rect.y + frame.alignment.vertical.offset(of: size.height, in: rect.height),
                width: size.width, height: size.height)
            content.draw(in: inner.clipped(to: rect), proposal: innerProposal, style: style, on: &canvas)
        case .bordered(let borderStyle, let content):
            canvas.drawBox(rect, style: borderStyle)
            let innerProposal = proposal.inset(by: EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1))
            let size = content.measure(innerProposal)
            let inner = CellRect(x: rect.x + 1, y: rect.y + 1, width: size.width, height: size.height)
            content.draw(in: inner, proposal: innerProposal, style: style, on: &canvas)
        case .node(let node):
            node.draw(in: rect, proposal: proposal, style: style, on: &canvas)
        case .overlaid(let base, let top):
            base.draw(in: rect, proposal: proposal, style: style, on: &canvas)
            // One row and two columns in from each edge, when there is room to spare; on a
            // small screen the sheet needs every cell.
            let inset = rect.width >= 40 && rect.height >= 12
            let box =
                inset ? CellRect(x: rect.x + 2, y: rect.y + 1, width: rect.width - 4, height: rect.height - 2) : rect
            canvas.fill(box, style: .plain)
            top.draw(in: box, proposal: box.size, style: style, on: &canvas)
        case .scrolled(let position, let content):
            let focused = position.owner.flatMap { owner in
                owner.host.focusedNode.flatMap { $0.isDescendant(of: owner) ? $0 : nil }
            }
            Self.drawScrolled(content, position: position, in: rect, style: style, on: &canvas, focused: focused)
        }
    }
}
