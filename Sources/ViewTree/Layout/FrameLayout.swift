/// A frame modifier's sizes: fixed, or a maximum (possibly infinite, to fill the offer).
struct FrameLayout {
    var width: Int?
    var height: Int?
    var maxWidth: CellExtent?
    var maxHeight: CellExtent?
    var alignment: Alignment

    /// What the content is offered inside a frame that was offered `proposal`.
    func innerProposal(_ proposal: CellSize) -> CellSize {
        CellSize(
            width: min(proposal.width, width ?? maxWidth?.cells ?? proposal.width),
            height: min(proposal.height, height ?? maxHeight?.cells ?? proposal.height))
    }

    /// The frame's size around content of size `content`.
    func size(around content: CellSize, offered proposal: CellSize) -> CellSize {
        let inner = innerProposal(proposal)
        let width = width.map { min($0, proposal.width) } ?? (maxWidth != nil ? inner.width : content.width)
        let height = height.map { min($0, proposal.height) } ?? (maxHeight != nil ? inner.height : content.height)
        return CellSize(width: width, height: height)
    }

    func fills(_ axis: Axis) -> Bool {
        switch axis {
        case .horizontal: width == nil && maxWidth?.isInfinite == true
        case .vertical: height == nil && maxHeight?.isInfinite == true
        }
    }

    func isFixed(_ axis: Axis) -> Bool {
        axis == .horizontal ? width != nil : height != nil
    }
}
