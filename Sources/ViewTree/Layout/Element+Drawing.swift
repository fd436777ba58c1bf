/// Drawing an element tree, in two passes. Placing walks it and tells each node where it goes
/// (its frame, offer and style); lazy lists lay out their windows and scroll views find their
/// offsets. Painting walks it again and only writes cells: it changes nothing in the tree, so
/// a frame's drawing is what its placement said.
extension Element {
    /// An element directly inside another, with the space it gets.
    struct Part {
        /// What is painted where: the element, a horizontal stack's divider drawn as a
        /// vertical line, or a sheet drawn on a blank box.
        enum Role { case content, verticalLine, sheet }

        let element: Element
        let rect: CellRect
        let proposal: CellSize
        let style: CellStyle
        var role = Role.content
    }

    /// Tells every node inside where it goes in `rect`, offered `proposal` (what it was
    /// measured with) under `style`. Empty rectangles are walked too: the nodes inside must
    /// learn that they show nowhere, or a later redraw of one alone would use a stale frame.
    func place(in rect: CellRect, proposal: CellSize, style: CellStyle) {
        switch self {
        case .node(let node):
            node.place(in: rect, proposal: proposal, style: style)
        case .scrolled(let position, let content):
            Self.placeScrolled(content, position: position, in: rect, style: style)
        default:
            for part in parts(in: rect, proposal: proposal, style: style) where part.role != .verticalLine {
                part.element.place(in: part.rect, proposal: part.proposal, style: part.style)
            }
        }
    }

    /// Writes the element's cells into `canvas`, where ``place(in:proposal:style:)`` put it.
    func paint(in rect: CellRect, proposal: CellSize, style: CellStyle, on canvas: inout Canvas) {
        switch self {
        case .empty, .spacer:
            return
        case .text(let text):
            guard !rect.isEmpty else { return }
            canvas.write(Truncation.fit(text, width: rect.width), x: rect.x, y: rect.y, style: style, limit: rect.width)
            return
        case .divider:
            guard !rect.isEmpty else { return }
            canvas.write(String(repeating: "─", count: rect.width), x: rect.x, y: rect.y, style: style)
            return
        case .node(let node):
            return node.paint(on: &canvas)
        case .scrolled(let position, let content):
            return Self.paintScrolled(content, position: position, in: rect, style: style, on: &canvas)
        case .styled(let change, _):
            canvas.fill(rect, style: change.applied(to: style))
        case .bordered(let borderStyle, _):
            canvas.drawBox(rect, style: borderStyle)
        case .stack, .padded, .framed, .overlaid:
            break
        }
        for part in parts(in: rect, proposal: proposal, style: style) {
            switch part.role {
            case .verticalLine:
                canvas.drawVerticalLine(part.rect, style: part.style)
                continue
            case .sheet: canvas.fill(part.rect, style: .plain)
            case .content: break
            }
            part.element.paint(in: part.rect, proposal: part.proposal, style: part.style, on: &canvas)
        }
    }

    /// The elements directly inside, each with its place in `rect`: what both passes walk.
    /// Leaves, nodes and scroll views have none here.
    private func parts(in rect: CellRect, proposal: CellSize, style: CellStyle) -> [Part] {
        switch self {
        case .empty, .spacer, .text, .divider, .node, .scrolled:
            return []
        case .stack(let layout, let children):
            let placed = layout.place(children, in: proposal)
            let frames = layout.frames(of: placed.children, in: rect)
            return children.indices.map { index in
                Part(
                    element: children[index], rect: frames[index].clipped(to: rect),
                    proposal: placed.children[index].proposal, style: style,
                    role: children[index].isDivider && layout.axis == .horizontal ? .verticalLine : .content)
            }
        case .styled(let change, let content):
            return [Part(element: content, rect: rect, proposal: proposal, style: change.applied(to: style))]
        case .padded(let insets, let content):
            let innerProposal = proposal.inset(by: insets)
            let size = content.measure(innerProposal)
            let inner = CellRect(
                x: rect.x + insets.leading, y: rect.y + insets.top, width: size.width, height: size.height)
            return [Part(element: content, rect: inner.clipped(to: rect), proposal: innerProposal, style: style)]
        case .framed(let frame, let content):
            let innerProposal = frame.innerProposal(proposal)
            let size = content.measure(innerProposal)
            let inner = CellRect(
                x: rect.x + frame.alignment.horizontal.offset(of: size.width, in: rect.width),
                y: rect.y + frame.alignment.vertical.offset(of: size.height, in: rect.height),
                width: size.width, height: size.height)
            return [Part(element: content, rect: inner.clipped(to: rect), proposal: innerProposal, style: style)]
        case .bordered(_, let content):
            let innerProposal = proposal.inset(by: EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1))
            let size = content.measure(innerProposal)
            let inner = CellRect(x: rect.x + 1, y: rect.y + 1, width: size.width, height: size.height)
            return [Part(element: content, rect: inner, proposal: innerProposal, style: style)]
        case .overlaid(let base, let top):
            // One row and two columns in from each edge, when there is room to spare; on a
            // small screen the sheet needs every cell.
            let inset = rect.width >= 40 && rect.height >= 12
            let box =
                inset ? CellRect(x: rect.x + 2, y: rect.y + 1, width: rect.width - 4, height: rect.height - 2) : rect
            return [
                Part(element: base, rect: rect, proposal: proposal, style: style),
                Part(element: top, rect: box, proposal: box.size, style: style, role: .sheet),
            ]
        }
    }
}
