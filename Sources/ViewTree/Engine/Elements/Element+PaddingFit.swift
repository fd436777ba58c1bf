@MainActor
extension Element {
    /// The part of a padding's `insets` it keeps around `content` when offered `proposal`: all
    /// of them while the content still gets a cell on each axis; in a tighter offer, only the
    /// cells the content leaves, as few above (or before) it as below (or after) it.
    ///
    /// SwiftUI's content keeps its size and overflows its padding there (a text in
    /// `.padding().frame(maxHeight: 50)` shows, a point or two past the frame). A terminal
    /// cannot draw past a cell, and a padding of one row a side would leave a two-row frame
    /// blank: the content is shown and the padding gives way, the closest useful rendering.
    @inline(__always)
    static func padding(_ insets: EdgeInsets, around content: Element, in proposal: CellSize) -> EdgeInsets {
        // Most offers leave the content a cell each way: nothing to measure.
        guard proposal.width <= insets.horizontal || proposal.height <= insets.vertical else { return insets }
        return fitted(insets, around: content, in: proposal)
    }

    /// ``padding(_:around:in:)`` in an offer that leaves the content no cell on an axis.
    private static func fitted(_ insets: EdgeInsets, around content: Element, in proposal: CellSize) -> EdgeInsets {
        var fitted = insets
        let inner = proposal.inset(by: insets)
        if inner.height < 1, insets.vertical > 0, proposal.height > 0 {
            let wanted = content.measure(CellSize(width: inner.width, height: proposal.height)).height
            (fitted.top, fitted.bottom) = shared(proposal.height - wanted, insets.top, insets.bottom)
        }
        if inner.width < 1, insets.horizontal > 0, proposal.width > 0 {
            let wanted = content.measure(CellSize(width: proposal.width, height: inner.height)).width
            (fitted.leading, fitted.trailing) = shared(proposal.width - wanted, insets.leading, insets.trailing)
        }
        return fitted
    }

    /// `room` cells shared between two insets, no more than each asks, the first taking no
    /// more than half of it unless the second does not want its half.
    private static func shared(_ room: Int, _ first: Int, _ second: Int) -> (Int, Int) {
        let room = max(0, room)
        let firstShare = min(first, room / 2)
        let secondShare = min(second, room - firstShare)
        return (min(first, room - secondShare), secondShare)
    }
}
