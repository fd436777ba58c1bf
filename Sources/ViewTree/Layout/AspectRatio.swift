import Foundation

extension View {
    /// Keeps this view's width to its height at `aspectRatio`, as SwiftUI's: the view is
    /// offered the largest size of that ratio inside the offer (`.fit`) or the smallest that
    /// covers it (`.fill`), and takes what it answers (a shape or a colour all of it, a text
    /// its own size). Along an axis offered no limit (in a scroll view, in a lazy grid's cell),
    /// the other axis decides: a card in a two-column grid with `.aspectRatio(2 / 3, contentMode:
    /// .fit)` is half again as tall as wide. Nil keeps the ratio of the view's ideal size.
    /// The ratio is of points, at the scale ``EnvironmentValues/pointsPerCell`` sets (one
    /// point a cell by default): at SwiftUI's 8 by 22, a square of points is about three
    /// columns a row. In a terminal nothing is drawn outside the space offered, so what
    /// `.fill` makes larger than the offer is cut to it, centred.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        AspectRatioLayout(ratio: aspectRatio, contentMode: contentMode) { self }
    }

    /// Keeps this view's width to its height at `aspectRatio.width` to `aspectRatio.height`;
    /// see ``aspectRatio(_:contentMode:)-(CGFloat?,_)``.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(
            aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// Keeps the ratio of this view's ideal size, as large as fits the offer: SwiftUI's
    /// `aspectRatio(contentMode: .fit)`.
    public func scaledToFit() -> some View {
        aspectRatio(contentMode: .fit)
    }

    /// Keeps the ratio of this view's ideal size, as small as covers the offer (cut to it):
    /// SwiftUI's `aspectRatio(contentMode: .fill)`.
    public func scaledToFill() -> some View {
        aspectRatio(contentMode: .fill)
    }
}

/// The layout of `.aspectRatio`: each subview offered the size of the ratio the offer allows,
/// centred in the space it gets. A public layout's points, so a ratio of points holds at any
/// scale.
private struct AspectRatioLayout: Layout {
    let ratio: CGFloat?
    let contentMode: ContentMode

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var size = CGSize.zero
        for subview in subviews {
            let answer = subview.sizeThatFits(offer(to: subview, within: proposal))
            size = CGSize(width: max(size.width, answer.width), height: max(size.height, answer.height))
        }
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(
                at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center,
                proposal: offer(to: subview, within: proposal))
        }
    }

    /// The size of the ratio `proposal` allows: both lengths given, the largest inside
    /// (`.fit`) or the smallest around (`.fill`); one given, the other from it; none, the
    /// subview's ideal size brought to the ratio.
    private func offer(to subview: LayoutSubview, within proposal: ProposedViewSize) -> ProposedViewSize {
        let ideal = subview.sizeThatFits(.unspecified)
        guard let ratio = ratio ?? Self.ratio(of: ideal), ratio.isFinite, ratio > 0 else { return proposal }
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        switch (width, height) {
        case (let width?, let height?):
            return ProposedViewSize(sized(ratio, width: width, height: height, mode: contentMode))
        case (let width?, nil):
            return ProposedViewSize(width: width, height: width / ratio)
        case (nil, let height?):
            return ProposedViewSize(width: height * ratio, height: height)
        case (nil, nil):
            guard Self.ratio(of: ideal) != nil else { return proposal }
            return ProposedViewSize(sized(ratio, width: ideal.width, height: ideal.height, mode: .fit))
        }
    }

    /// The size of `ratio` inside (`.fit`) or around (`.fill`) `width` by `height`.
    private func sized(_ ratio: CGFloat, width: CGFloat, height: CGFloat, mode: ContentMode) -> CGSize {
        let widthDecides = (width / ratio <= height) == (mode == .fit)
        return widthDecides
            ? CGSize(width: width, height: width / ratio) : CGSize(width: height * ratio, height: height)
    }

    /// Width over height of `size`, when both are finite and not zero.
    private static func ratio(of size: CGSize) -> CGFloat? {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return nil }
        return size.width / size.height
    }
}
