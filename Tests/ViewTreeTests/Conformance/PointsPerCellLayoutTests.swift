import Foundation
import Testing
import ViewTreeTesting

@testable import ViewTree

/// At 8 by 22 points a cell, what a custom `Layout` is offered and places in, grids' items and
/// spacing, a spacer's minimum and a drag's places are points, as in SwiftUI.
@Suite @MainActor struct PointsPerCellLayoutTests {
    private let points = EnvironmentValues.swiftUIPointsPerCell

    private func lines(_ width: Int, _ height: Int, @ViewBuilder _ content: () -> some View) -> [String] {
        let host = ViewHost(content().environment(\.pointsPerCell, points), width: width, height: height)
        host.renderFrame()
        return host.buffer.lines
    }

    /// What a layout was offered and what its subview answered, as the layout saw them.
    final class Seen {
        var bounds = CGRect.zero
        var subviewSize = CGSize.zero
    }

    /// Each subview 16 points right and 22 down from the bounds' corner, at its ideal size.
    struct Inset: Layout {
        let seen: Seen

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            seen.bounds = bounds
            for subview in subviews {
                seen.subviewSize = subview.sizeThatFits(.unspecified)
                subview.place(at: CGPoint(x: bounds.minX + 16, y: bounds.minY + 22), proposal: .unspecified)
            }
        }
    }

    @Test func aCustomLayoutIsOfferedPointsAndPlacesInPoints() {
        let seen = Seen()
        let shown = lines(10, 3) { Inset(seen: seen) { Text("abc") } }
        #expect(shown == ["", "  abc", ""])
        #expect(seen.bounds.size == CGSize(width: 80, height: 66))
        #expect(seen.subviewSize == CGSize(width: 24, height: 22))
    }

    @Test func aLazyGridsItemsAndSpacingArePoints() {
        // Columns of 40 points (5 cells) a cell apart, rows 22 points (one row) apart.
        let shown = lines(20, 4) {
            LazyVGrid(columns: [GridItem(.fixed(40)), GridItem(.fixed(40))], alignment: .leading, spacing: 22) {
                ForEach(["a", "b", "c"], id: \.self) { Text($0) }
            }
            .frame(maxHeight: .infinity, alignment: .top)
        }
        #expect(shown[0].trimmingCharacters(in: .whitespaces).replacingOccurrences(of: " ", with: "") == "ab")
        #expect(shown[0].distance(of: "a", to: "b") == 6)
        #expect(shown[1].isEmpty)
        #expect(shown[2].contains("c"))
    }

    @Test func aGridsSpacingAndASpacersMinimumArePoints() {
        let shown = lines(20, 2) {
            VStack(alignment: .leading, spacing: 0) {
                Grid(horizontalSpacing: 24) {
                    GridRow {
                        Text("a"); Text("b")
                    }
                }
                HStack(spacing: 0) {
                    Text("c"); Spacer(minLength: 40); Text("d")
                }.fixedSize()
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        // 24 points: three columns between; 40 points: five.
        #expect(shown == ["a   b", "c     d"])
    }

    struct DraggableBox: View {
        @State private var place = CGSize.zero
        @State private var log = ""

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text(log)
                Text("■■")
                    .offset(x: place.width, y: place.height)
                    .gesture(
                        DragGesture(minimumDistance: 0).onEnded { value in
                            place.width += value.translation.width
                            place.height += value.translation.height
                            log =
                                "from \(Int(value.startLocation.x)),\(Int(value.startLocation.y))"
                                + " by \(Int(value.translation.width)),\(Int(value.translation.height))"
                        })
                Spacer()
            }
        }
    }

    @Test func aDragsPlacesArePointsAndAnOffsetByThemFollowsThePointer() {
        let tester = ViewTester(DraggableBox().environment(\.pointsPerCell, points), width: 20, height: 6)
        tester.drag(fromX: 1, y: 1, toX: 4, toY: 3)
        // Three columns and two rows: 24 and 44 points; the box moves with the pointer.
        #expect(tester.lines[0] == "from 8,0 by 24,44")
        #expect(tester.lines[3].hasPrefix("   ■■"), "\(tester.lines)")
    }
}

/// The frame the second of three views hands up as an anchor.
private struct SecondFrame: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

extension PointsPerCellLayoutTests {
    @Test func anAnchorIsReadInPointsAsTheReadersSizeIs() {
        let seen = Seen()
        _ = lines(30, 2) {
            HStack(spacing: 16) {
                ForEach(["One", "Three", "Eleven"], id: \.self) { title in
                    Text(title).anchorPreference(key: SecondFrame.self, value: .bounds) { title == "Three" ? $0 : nil }
                }
            }
            .overlayPreferenceValue(SecondFrame.self, alignment: .topLeading) { anchor in
                GeometryReader { proxy in
                    let _ = anchor.map { seen.bounds = proxy[$0] }
                    let _ = seen.subviewSize = proxy.size
                    Color.clear
                }
            }
        }
        // "Three" starts 5 cells in (three letters, two columns of spacing): 40 points, as
        // wide and as tall as the reader's points say.
        #expect(seen.bounds == CGRect(x: 40, y: 0, width: 40, height: 22))
        #expect(seen.subviewSize.height == 22)
    }
}

extension String {
    /// The columns from the first `a` to the first `b` after it.
    fileprivate func distance(of a: Character, to b: Character) -> Int? {
        guard let start = firstIndex(of: a), let end = self[start...].firstIndex(of: b) else { return nil }
        return self[start..<end].count
    }
}
