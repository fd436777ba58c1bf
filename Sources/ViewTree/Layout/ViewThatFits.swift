import Foundation

/// The first of its views that fits the space offered, as SwiftUI's `ViewThatFits`: each view
/// in turn is asked its ideal size along `axes` (the other axis as offered), and the first
/// that fits shows; when none fits, the last. The others are laid out in no cells: they do
/// not show and take no focus or clicks.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     HStack { Text("Delivered at 10:42 to the front door"); Button("Details") {} }
///     VStack(alignment: .leading) { Text("Delivered"); Button("Details") {} }
/// }
/// ```
public struct ViewThatFits<Content: View>: View {
    let axes: Axis.Set
    let content: Content

    /// Shows the first view of `content` that fits along `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    /// The views, laid out so that the one that fits shows.
    public var body: some View {
        FirstFitting(axes: axes) { content }
    }
}

/// `ViewThatFits`' layout: the first subview whose ideal size fits, placed alone.
struct FirstFitting: Layout, CellCountedLayout {
    let axes: Axis.Set

    /// The index of the subview that shows for `proposal`; nil without subviews.
    private func choice(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Int? {
        guard !subviews.isEmpty else { return nil }
        let (horizontal, vertical) = (axes.contains(.horizontal), axes.contains(.vertical))
        let ideal = ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
        for (index, subview) in subviews.enumerated() {
            let size = subview.sizeThatFits(ideal)
            let fitsAcross = !horizontal || proposal.width.map { size.width <= $0 } ?? true
            let fitsDown = !vertical || proposal.height.map { size.height <= $0 } ?? true
            if fitsAcross && fitsDown { return index }
        }
        return subviews.count - 1
    }

    /// The size of the view that fits.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        choice(proposal, subviews).map { subviews[$0].sizeThatFits(proposal) } ?? .zero
    }

    /// The view that fits at the top-leading corner; the others out of sight, in no cells.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let chosen = choice(proposal, subviews)
        for (index, subview) in subviews.enumerated() {
            let place = index == chosen ? bounds.origin : CGPoint(x: CGFloat.infinity, y: .infinity)
            subview.place(at: place, anchor: .topLeading, proposal: proposal)
        }
    }
}
