/// Placing a child by alignment guides: the child's guide is put on the container's. The
/// built-in guides, where no view inside sets them, take the short way (an offset from the
/// sizes alone); a custom guide, or one a view sets with `.alignmentGuide`, asks the child
/// for its value.
@MainActor
extension Alignment {
    /// Where `child`, offered `proposal`, goes in `rect`; the caller keeps it to `rect` where
    /// it must.
    func frame(of child: Element, offered proposal: CellSize, in rect: CellRect) -> CellRect {
        let size = child.measure(proposal)
        return CellRect(
            x: rect.x + horizontal.guide.position(of: child, size: size, offered: proposal, in: rect.size),
            y: rect.y + vertical.guide.position(of: child, size: size, offered: proposal, in: rect.size),
            width: size.width, height: size.height)
    }
}

@MainActor
extension Guide {
    /// How far in from the container's start (leading edge or top) the child goes.
    func position(of child: Element, size: CellSize, offered proposal: CellSize, in container: CellSize) -> Int {
        let explicit = ExplicitGuide.inUse ? child.explicitGuide(key, proposal) : nil
        if explicit == nil, let builtIn { return builtIn.offset(of: length(size), in: length(container)) }
        let mine = explicit ?? value(of: child, size: size, offered: proposal)
        let containers =
            builtIn?.value(in: length(container)) ?? Int(defaultValue(in: ViewDimensions(container)).rounded(.down))
        return containers - mine
    }

    /// The child's guide: set inside it, or the default for its size.
    func value(of child: Element, size: CellSize, offered proposal: CellSize) -> Int {
        if ExplicitGuide.inUse, let explicit = child.explicitGuide(key, proposal) { return explicit }
        if let builtIn { return builtIn.value(in: length(size)) }
        return Int(defaultValue(in: ViewDimensions(size) { child.explicitGuide($0, proposal) }).rounded(.down))
    }

    private func length(_ size: CellSize) -> Int {
        key.axis == .horizontal ? size.width : size.height
    }
}
