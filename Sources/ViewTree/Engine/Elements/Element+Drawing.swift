/// Drawing an element tree, in two passes. Placing walks it once: it tells each node where it
/// goes (its frame, offer and style), lazy lists lay out their windows, scroll views find
/// their offsets, and what is to be painted is written down as ``PaintStep``s. Painting runs
/// those steps and only writes cells: it changes nothing in the tree, so a frame's drawing is
/// what its placement said.
@MainActor
enum PaintStep {
    case text(String, x: Int, y: Int, style: CellStyle, limit: Int)
    case fill(CellRect, CellStyle)
    /// A box-drawing outline; one that keeps text leaves the cells holding text as they are.
    case box(CellRect, CellStyle, rounded: Bool, keepsText: Bool)
    case verticalLine(CellRect, CellStyle)
    /// A node paints its own steps.
    case node(ViewNode)
    /// Content kept to a rectangle: a scroll view's visible part, a frame that clips. What is
    /// under it shows where the content draws nothing.
    case clipped(CellRect, [PaintStep])

    /// Writes the steps' cells into `canvas`.
    static func paint(_ steps: [PaintStep], on canvas: inout Canvas) {
        for step in steps {
            switch step {
            case .text(let text, let x, let y, let style, let limit):
                canvas.write(text, x: x, y: y, style: style, limit: limit)
            case .fill(let rect, let style): canvas.fill(rect, style: style)
            case .box(let rect, let style, let rounded, let keepsText):
                canvas.drawBox(rect, style: style, rounded: rounded, keepingText: keepsText)
            case .verticalLine(let rect, let style): canvas.drawVerticalLine(rect, style: style)
            case .node(let node): node.paint(on: &canvas)
            case .clipped(let rect, let inside):
                var clip = canvas.part(rect)
                paint(inside, on: &clip)
                canvas.paste(clip)
            }
        }
    }
}

@MainActor
extension Element {
    /// Tells every node inside where it goes in `rect`, offered `proposal` (what it was
    /// measured with) under `style`, and adds what to paint to `steps`. Empty rectangles are
    /// walked too: the nodes inside must learn that they show nowhere, or a later redraw of
    /// one alone would use a stale frame.
    func place(in rect: CellRect, proposal: CellSize, style: CellStyle, into steps: inout [PaintStep]) {
        switch self {
        case .empty, .spacer:
            break
        case .text(let text, let layout):
            guard !rect.isEmpty else { return }
            // Wrapped at the width it was measured with: a fixed-size text keeps its line
            // and is cut where its cells end.
            let lines = layout.lines(text, in: CellSize(width: max(rect.width, proposal.width), height: rect.height))
            var styledFrom = 0
            for (row, line) in lines.enumerated() {
                // Leading lines (most text) start at the edge: no width to measure.
                let offset =
                    layout.alignment == .leading
                    ? 0 : layout.alignment.guide.offset(of: DisplayWidth.of(line), in: rect.width)
                guard !layout.runs.isEmpty else {
                    steps.append(
                        .text(line, x: rect.x + offset, y: rect.y + row, style: style, limit: rect.width - offset))
                    continue
                }
                let parts = TextRuns.parts(of: line, in: text, from: &styledFrom, runs: layout.runs, style: style)
                var x = rect.x + offset
                for (part, partStyle) in parts {
                    steps.append(.text(part, x: x, y: rect.y + row, style: partStyle, limit: rect.x + rect.width - x))
                    x += DisplayWidth.of(part)
                }
            }
        case .layered(let alignment, let layers):
            // Lower `zIndex` first, in order among equals: later ones draw over them.
            var order: [Element] = []
            for layer in layers {
                var position = order.count
                while position > 0, order[position - 1].zIndex > layer.zIndex { position -= 1 }
                order.insert(layer, at: position)
            }
            for layer in order {
                let frame = alignment.frame(of: layer, offered: proposal, in: rect)
                layer.place(in: frame.clipped(to: rect), proposal: proposal, style: style, into: &steps)
            }
        case .decorated(let alignment, let base, let decoration, let isBelow):
            // The decoration is offered the base's size, and placed in it: a guide may put it
            // partly outside, and nothing is drawn outside the base's cells.
            let frame = alignment.frame(of: decoration, offered: rect.size, in: rect).clipped(to: rect)
            if isBelow { decoration.place(in: frame, proposal: rect.size, style: style, into: &steps) }
            base.place(in: rect, proposal: proposal, style: style, into: &steps)
            if !isBelow { decoration.place(in: frame, proposal: rect.size, style: style, into: &steps) }
        case .outline(let change, let rounded, _):
            // A shape's stroke is a line of a few points, a cell is eight by twenty-two: drawn
            // over a text (an outlined button two rows tall), it must not hide it.
            steps.append(.box(rect, change.applied(to: style), rounded: rounded, keepsText: true))
        case .filled(let color, _):
            guard let color else { return }
            var filled = style
            filled.background = color
            steps.append(.fill(rect, filled))
        case .divider:
            guard !rect.isEmpty else { return }
            steps.append(
                .text(String(repeating: "─", count: rect.width), x: rect.x, y: rect.y, style: style, limit: rect.width))
        case .stack(let layout, let children):
            let placed = layout.place(children, in: proposal)
            let frames = layout.frames(of: placed.children, in: rect)
            for (index, child) in children.enumerated() {
                let frame = frames[index].clipped(to: rect)
                if child.isDivider && layout.axis == .horizontal {
                    steps.append(.verticalLine(frame, style))
                } else {
                    child.place(in: frame, proposal: placed.children[index].proposal, style: style, into: &steps)
                }
            }
        case .styled(let change, let content):
            let inner = change.applied(to: style)
            // A background given (the terminal's own too, over another) is painted; a text
            // colour or weight alone paints nothing under the content.
            if change.background != nil || inner.showsOnBlankCells { steps.append(.fill(rect, inner)) }
            content.place(in: rect, proposal: proposal, style: inner, into: &steps)
        case .padded(let asked, let content):
            let insets = Element.padding(asked, around: content, in: proposal)
            let innerProposal = proposal.inset(by: insets)
            let size = content.measure(innerProposal)
            let inner = CellRect(
                x: rect.x + insets.leading, y: rect.y + insets.top, width: size.width, height: size.height)
            content.place(in: inner.clipped(to: rect), proposal: innerProposal, style: style, into: &steps)
        case .framed(let frame, let content):
            let innerProposal = frame.innerProposal(proposal)
            let inner = frame.alignment.frame(of: content, offered: innerProposal, in: rect)
            content.place(in: inner.clipped(to: rect), proposal: innerProposal, style: style, into: &steps)
        case .fixed(let horizontal, let vertical, let content):
            content.place(
                in: rect, proposal: proposal.ideal(horizontal: horizontal, vertical: vertical), style: style,
                into: &steps)
        case .prioritized(_, let content), .zIndexed(_, let content), .guided(_, let content),
            .preference(_, let content), .gridCell(_, let content):
            content.place(in: rect, proposal: proposal, style: style, into: &steps)
        case .shifted(let x, let y, let content, let owner):
            var inside: [PaintStep] = []
            let moved = CellRect(x: rect.x + x, y: rect.y + y, width: rect.width, height: rect.height)
            content.place(in: moved, proposal: proposal, style: style, into: &inside)
            // The root covers the screen: it is never drawn alone.
            let node = owner.node
            let bounds =
                node.parent == nil
                ? CellRect(x: 0, y: 0, width: node.host.buffer.width, height: node.host.buffer.height)
                : node.frame
            steps.append(.clipped(bounds, inside))
        case .clipping(let content):
            var inside: [PaintStep] = []
            content.place(in: rect, proposal: proposal, style: style, into: &inside)
            steps.append(.clipped(rect, inside))
        case .grid(let layout, let rows):
            layout.arranged(rows, for: proposal).place(in: rect, proposal: proposal, style: style, into: &steps)
        case .gridRow(let alignment, let cells):
            Element.rowStack(alignment, cells).place(in: rect, proposal: proposal, style: style, into: &steps)
        case .custom(let layout, let children):
            layout.place(children, in: rect, proposal: proposal, style: style, into: &steps)
        case .bordered(let borderStyle, let content):
            steps.append(.box(rect, borderStyle, rounded: false, keepsText: false))
            let innerProposal = proposal.inset(by: EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1))
            let size = content.measure(innerProposal)
            let inside = CellRect(x: rect.x + 1, y: rect.y + 1, width: rect.width - 2, height: rect.height - 2)
            let inner = CellRect(x: inside.x, y: inside.y, width: size.width, height: size.height)
            content.place(in: inner.clipped(to: inside), proposal: innerProposal, style: style, into: &steps)
        case .node(let node):
            node.place(in: rect, proposal: proposal, style: style)
            steps.append(.node(node))
        case .presenting(let base, let top, let presenter):
            base.place(in: rect, proposal: proposal, style: style, into: &steps)
            presenter.node.host.placePresentation(top, of: presenter.node, style: style)
        case .scrolled(let position, let content):
            // A scroll view is the container of its content: its window's size.
            guard let host = position.owner?.host else {
                return Self.placeScrolled(content, position: position, in: rect, style: style, into: &steps)
            }
            host.withContainer(rect.size) {
                Self.placeScrolled(content, position: position, in: rect, style: style, into: &steps)
            }
        case .containerRelative(let relative, let content):
            Element.framed(relative.frame, content).place(in: rect, proposal: proposal, style: style, into: &steps)
        }
    }
}
