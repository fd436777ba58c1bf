/// A frame modifier's sizes, as SwiftUI's two `frame` modifiers define them: fixed sizes, or
/// limits (a minimum, a maximum that may be infinite) on the size the content gets.
struct FrameLayout {
    var width: Int?
    var height: Int?
    var minWidth: Int?
    var idealWidth: Int?
    var maxWidth: CellExtent?
    var minHeight: Int?
    var idealHeight: Int?
    var maxHeight: CellExtent?
    var alignment: Alignment

    /// Whether it holds a length the scale changes: one that is neither nil, zero nor
    /// infinite (`.frame(maxWidth: .infinity)` is the same at any scale).
    var hasFiniteLengths: Bool {
        let lengths = [width, height, minWidth, idealWidth, minHeight, idealHeight]
        let limits = [maxWidth, maxHeight].map { $0.flatMap { $0.isInfinite ? nil : $0.cells } }
        return (lengths + limits).contains { ($0 ?? 0) != 0 }
    }

    /// The frame with its lengths, written in points, in cells at `scale` (a length that is
    /// not zero stays at least a cell; an infinite maximum stays infinite).
    func cells(at scale: CellScale) -> FrameLayout {
        guard !scale.isIdentity else { return self }
        func across(_ length: Int?) -> Int? { length.map { scale.extent($0, along: .horizontal) } }
        func down(_ length: Int?) -> Int? { length.map { scale.extent($0, along: .vertical) } }
        func limit(_ extent: CellExtent?, _ axis: Axis) -> CellExtent? {
            guard let extent, !extent.isInfinite else { return extent }
            return CellExtent(scale.extent(extent.cells, along: axis))
        }
        var frame = self
        (frame.width, frame.minWidth, frame.idealWidth) = (across(width), across(minWidth), across(idealWidth))
        (frame.height, frame.minHeight, frame.idealHeight) = (down(height), down(minHeight), down(idealHeight))
        (frame.maxWidth, frame.maxHeight) = (limit(maxWidth, .horizontal), limit(maxHeight, .vertical))
        return frame
    }

    /// What the content is offered inside a frame that was offered `proposal`: a fixed size,
    /// or the offer clamped to the limits (never more than the offer: a terminal has no cells
    /// outside its parent to draw on).
    func innerProposal(_ proposal: CellSize) -> CellSize {
        CellSize(
            width: Self.offer(proposal.width, fixed: width, min: minWidth, max: maxWidth),
            height: Self.offer(proposal.height, fixed: height, min: minHeight, max: maxHeight))
    }

    /// The frame's size around content of size `content`. Per axis: a fixed size; else with
    /// no limit, the content's; else the content's size, raised to the minimum where the
    /// offer allows it and grown toward the offer up to the maximum (so `maxWidth:
    /// .infinity` takes the offer, and both limits clamp the offer).
    func size(around content: CellSize, offered proposal: CellSize) -> CellSize {
        CellSize(
            width: Self.length(
                content.width, offered: proposal.width, fixed: width, min: minWidth, ideal: idealWidth, max: maxWidth),
            height: Self.length(
                content.height, offered: proposal.height, fixed: height, min: minHeight, ideal: idealHeight,
                max: maxHeight))
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

    private static func offer(_ offered: Int, fixed: Int?, min lower: Int?, max upper: CellExtent?) -> Int {
        if let fixed { return min(offered, fixed) }
        var offer = offered
        if let upper { offer = min(offer, upper.cells) }
        if let lower { offer = max(offer, lower) }
        return min(offer, offered)
    }

    private static func length(
        _ content: Int, offered: Int, fixed: Int?, min lower: Int?, ideal: Int?, max upper: CellExtent?
    ) -> Int {
        if let fixed { return min(fixed, offered) }
        // Asked for its ideal (an unbounded offer, as SwiftUI's unspecified one): the ideal
        // given, else the content's, within the limits (a shape's is its 10 points). Content
        // with no ideal of its own (a scroll view: it answers an unbounded offer with all of
        // it) takes the minimum.
        if CellSize.isUnbounded(offered) {
            let natural = ideal ?? (CellSize.isUnbounded(content) ? lower ?? content : content)
            return min(upper?.cells ?? Int.max, max(lower ?? 0, natural))
        }
        var length = content
        if let lower { length = max(lower, min(length, offered)) }
        if let upper { length = min(upper.cells, max(length, offered)) }
        return min(length, offered)
    }
}
