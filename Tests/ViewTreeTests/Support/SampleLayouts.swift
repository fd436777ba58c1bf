import Foundation
import ViewTree

/// Custom layouts written as SwiftUI apps write them (the shapes of WWDC22's "Compose custom
/// layouts with SwiftUI"): only the `Layout` API, in `CGFloat`s.

/// Subviews side by side, each in a slot as wide as the widest, centred in it.
struct EqualWidthHStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let largest = largestSize(of: subviews)
        let gaps = gapWidths(of: subviews).reduce(0, +)
        return CGSize(width: largest.width * CGFloat(subviews.count) + gaps, height: largest.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let largest = largestSize(of: subviews)
        let gaps = gapWidths(of: subviews)
        let offer = ProposedViewSize(width: largest.width, height: largest.height)
        var x = bounds.minX + largest.width / 2
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: offer)
            if index < gaps.count { x += largest.width + gaps[index] }
        }
    }

    private func largestSize(of subviews: Subviews) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    private func gapWidths(of subviews: Subviews) -> [CGFloat] {
        subviews.indices.dropLast().map { index in
            subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal)
        }
    }
}

/// Subviews left to right at their ideal sizes, starting a new row when the width runs out,
/// one cell between them: the tag cloud many apps write.
struct FlowLayout: Layout {
    struct Row {
        var indices: [Int] = []
        var height: CGFloat = 0
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [Row]) -> CGSize {
        let width = proposal.replacingUnspecifiedDimensions().width
        let rows = arrange(subviews, in: width)
        let widest = rows.map { row in rowWidth(row, subviews) }.max() ?? 0
        return CGSize(width: widest, height: rows.reduce(0) { $0 + $1.height })
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [Row]) {
        var y = bounds.minY
        for row in arrange(subviews, in: bounds.width) {
            var x = bounds.minX
            for index in row.indices {
                let size = subviews[index].sizeThatFits(.unspecified)
                subviews[index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
                x += size.width + 1
            }
            y += row.height
        }
    }

    func makeCache(subviews: Subviews) -> [Row] { [] }

    private func arrange(_ subviews: Subviews, in width: CGFloat) -> [Row] {
        var rows: [Row] = []
        var current = Row()
        var x: CGFloat = 0
        for index in subviews.indices {
            let size = subviews[index].sizeThatFits(.unspecified)
            if !current.indices.isEmpty, x + size.width > width {
                rows.append(current)
                current = Row()
                x = 0
            }
            current.indices.append(index)
            current.height = max(current.height, size.height)
            x += size.width + 1
        }
        if !current.indices.isEmpty { rows.append(current) }
        return rows
    }

    private func rowWidth(_ row: Row, _ subviews: Subviews) -> CGFloat {
        let widths = row.indices.map { subviews[$0].sizeThatFits(.unspecified).width }
        return widths.reduce(0, +) + CGFloat(max(0, widths.count - 1))
    }
}
