/// Drawing a frame: everything after a resize, else only the regions of the nodes that ran;
/// each region is placed, then painted (see ``PaintStep``).
extension ViewHost {
    private var screen: CellRect {
        CellRect(x: 0, y: 0, width: buffer.width, height: buffer.height)
    }

    /// Lays out and draws the whole tree, after a resize or on the first frame.
    func drawEverything() {
        needsFullRedraw = false
        guard let root else { return }
        presentation.removeLayers()
        // At its own size in the top left corner: a stack aligns its children within its own
        // width, not the screen's. (An `App` centres its window's content as SwiftUI does, with
        // a frame around its root; a terminal program reads from the top left.)
        // The screen is the window: the container of everything not in another.
        withContainer(screen.size) {
            let size = root.measure(screen.size)
            root.place(
                in: CellRect(x: 0, y: 0, width: size.width, height: size.height), proposal: screen.size, style: .plain)
        }
        var canvas = Canvas(covering: screen)
        root.paint(on: &canvas)
        for layer in presentation.layers { PaintStep.paint(layer.steps, on: &canvas) }
        buffer.copy(canvas.buffer, toX: 0, y: 0)
    }

    /// Places a sheet or alert over the whole screen, one row and two columns in from its
    /// edges when there is room to spare (on a small screen it needs every cell); it is
    /// painted after the tree, over it.
    func placePresentation(_ top: Element, of presenter: ViewNode, style: CellStyle) {
        let inset = screen.width >= 40 && screen.height >= 12
        let box =
            presenter.presentsPopup
            ? popupBox(for: top, at: presenter.frame)
            : inset
                ? CellRect(x: screen.x + 2, y: screen.y + 1, width: screen.width - 4, height: screen.height - 2)
                : screen
        let layer = presentation.reserveLayer(for: presenter.id)
        var steps: [PaintStep] = [.fill(box, .plain)]
        // A sheet is a container, as SwiftUI's window of its own; a pop-up is not.
        withContainer(presenter.presentsPopup ? containerSize : box.size) {
            top.place(in: box, proposal: box.size, style: style, into: &steps)
        }
        presentation.setSteps(steps, in: box, ofLayer: layer)
    }

    /// Where a pop-up goes: at its own size (within the screen), under its presenter's frame
    /// from its leading edge, or over it when there is no room under it; moved left to stay
    /// on the screen.
    private func popupBox(for top: Element, at anchor: CellRect) -> CellRect {
        let size = top.measure(screen.size)
        let width = min(size.width, screen.width)
        let height = min(size.height, screen.height)
        let below = anchor.y + anchor.height
        let y = below + height <= screen.height ? below : max(anchor.y - height, 0)
        let x = max(min(anchor.x, screen.width - width), 0)
        return CellRect(x: x, y: y, width: width, height: height)
    }

    /// Draws what the nodes that ran changed: everything when a resize or a new help asks
    /// for it, else their regions.
    func draw(changed nodes: [ViewNode]) {
        // Every size remembered above a node that ran may be stale: forget them all before
        // measuring anything, or a parent laying out one changed child would use another
        // changed child's old size (and a full drawing would lay out with old sizes).
        for node in nodes where node.isAlive {
            var current: ViewNode? = node
            while let ancestor = current {
                ancestor.invalidateMeasure()
                current = ancestor.parent
            }
        }
        if needsFullRedraw { drawEverything() } else { drawRegions(of: nodes) }
    }

    /// Draws again the region of each node, outermost first; a node whose size changed makes
    /// its parent lay out and draw again instead.
    private func drawRegions(of nodes: [ViewNode]) {
        // A sheet covers cells outside its presenter's region, and one that goes uncovers
        // them: while there is one, and in the frame it goes, everything is drawn again.
        if presentation.isPresenting { return drawEverything() }
        var drawn: [ViewNode] = []
        for node in nodes.sorted(by: { $0.depth < $1.depth }) where node.isAlive {
            if Self.isWithin(node, anyOf: drawn) { continue }
            let region = regionRoot(for: node)
            if region.parent == nil { return drawEverything() }
            if Self.isWithin(region, anyOf: drawn) { continue }
            withContainer(region.placedContainerSize) {
                region.place(in: region.frame, proposal: region.proposal, style: region.style)
            }
            var canvas = Canvas(covering: region.frame)
            region.paint(on: &canvas)
            buffer.copy(canvas.buffer, toX: region.frame.x, y: region.frame.y)
            drawn.append(region)
        }
        // A body that ran while laid out (a geometry reader's content) may have presented a
        // sheet just now: it is painted only over the whole tree.
        if presentation.isPresenting { drawEverything() }
    }

    /// Whether `node` is one of `nodes` or inside one. Loops, here and in ``regionRoot(for:)``,
    /// not closures: a closure made here checks its executor on each call.
    private static func isWithin(_ node: ViewNode, anyOf nodes: [ViewNode]) -> Bool {
        for other in nodes where node === other || node.isDescendant(of: other) { return true }
        return false
    }

    /// The nearest node, from `node` up, that its parent would lay out as before (same size
    /// for the same offer, same flexibility): drawing it covers everything that moved.
    func regionRoot(for node: ViewNode) -> ViewNode {
        var current = node
        while true {
            while current.parent != nil, current.hasNewPlacement {
                current = current.parent!
            }
            // A modifier's node that draws layers may draw an offset within the body it
            // modifies (`OffsetContent`): that body's node draws it.
            current = current.drawingOwner
            // Inside a scroll view only the scroll view draws: its content is drawn shifted
            // and clipped to its window. Inside layers (a ZStack, an overlay) the node whose
            // body holds them draws them all: a lower layer drawn alone would cover the ones
            // above it.
            var holder: ViewNode?
            var above = current.parent
            while let next = above {
                if next.clipsContent || next.drawsLayers { holder = next }
                above = next.parent
            }
            // That node may itself have a new size (another of its layers changed): then its
            // parent lays it out again, as for any node.
            guard let holder else { return current }
            current = holder.drawingOwner
            guard current.parent != nil, current.hasNewPlacement else { return current }
        }
    }
}
