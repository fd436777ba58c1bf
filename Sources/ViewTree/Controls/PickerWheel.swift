/// A wheel picker's options, as SwiftUI's wheel shows them: the chosen one and a few around
/// it in a window of at most ``rows`` rows, which turns as the selection moves (a column of
/// sixty minutes would not fit a terminal, and the chosen one would fall out of sight).
/// Near either end the window stops at the first or the last option.
struct PickerWheel: Layout, CellCountedLayout {
    /// The options the picker's body found, in order, and the one chosen.
    let options: PickerOptions
    /// The options shown at once.
    static let rows = 5

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        let height = CGFloat(min(Self.rows, subviews.count))
        return CGSize(width: min(width, proposal.width ?? width), height: min(height, proposal.height ?? height))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let shown = shownRange(of: subviews.count, in: Int(bounds.height))
        for index in subviews.indices {
            guard shown.contains(index) else {
                // Out of the window: placed with no room, so it draws and takes nothing.
                subviews[index].place(at: bounds.origin, anchor: .topLeading, proposal: .zero)
                continue
            }
            subviews[index].place(
                at: CGPoint(x: bounds.minX, y: bounds.minY + CGFloat(index - shown.lowerBound)),
                anchor: .topLeading, proposal: ProposedViewSize(width: bounds.width, height: 1))
        }
    }

    /// The options in the window: the chosen one in its middle where there are options
    /// enough on both sides.
    private func shownRange(of count: Int, in height: Int) -> Range<Int> {
        let length = max(0, min(height, Self.rows, count))
        // The first of its tags: an option resolved again alone appends its tag once more.
        let chosen = options.tags.firstIndex(of: options.selected) ?? 0
        let first = max(0, min(chosen - length / 2, count - length))
        return first..<(first + length)
    }
}
