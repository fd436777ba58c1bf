import Foundation
import Testing
import TrackingCore

@testable import ViewTree

/// `.aspectRatio`, `.scaledToFit()` and `.scaledToFill()` as SwiftUI lays them out: the view is
/// offered the size of the ratio the offer allows. Ratios are of points, so at SwiftUI's 8 by
/// 22 a square of points is wider in cells than tall.
@Suite @MainActor struct AspectRatioTests {
    /// The columns and rows painted red, as a width by height, or nil when none is.
    private func redArea(_ host: ViewHost) -> String? {
        var columns = Set<Int>()
        var rows = Set<Int>()
        for y in 0..<host.buffer.height {
            for x in 0..<host.buffer.width where host.buffer[x, y].style.background == .red {
                columns.insert(x)
                rows.insert(y)
            }
        }
        guard let left = columns.min(), let right = columns.max(), let top = rows.min(), let bottom = rows.max()
        else { return nil }
        return "\(right - left + 1)x\(bottom - top + 1) at \(left),\(top)"
    }

    private func host(
        _ width: Int, _ height: Int, scale: CGSize = CGSize(width: 1, height: 1),
        @ViewBuilder _ content: () -> some View
    ) -> ViewHost {
        Sample.host(width, height, scale: scale, content)
    }

    @Test func fitTakesTheLargestSizeOfTheRatioInsideTheOffer() {
        // 20 by 6 offered, twice as wide as tall: the height decides, 12 by 6.
        #expect(redArea(host(20, 6) { Color.red.aspectRatio(2, contentMode: .fit) }) == "12x6 at 0,0")
        // Half as wide as tall in 20 by 30: the height decides again, 15 by 30.
        #expect(redArea(host(20, 30) { Color.red.aspectRatio(0.5, contentMode: .fit) }) == "15x30 at 0,0")
        // The same ratio as a size.
        #expect(
            redArea(host(20, 6) { Color.red.aspectRatio(CGSize(width: 4, height: 2), contentMode: .fit) })
                == "12x6 at 0,0")
    }

    @Test func fillCoversTheOfferAndIsCutToIt() {
        // The smallest size of ratio 2 around 20 by 6 is 20 by 10: the terminal draws the 20
        // by 6 of it that is offered.
        #expect(redArea(host(20, 6) { Color.red.aspectRatio(2, contentMode: .fill) }) == "20x6 at 0,0")
        #expect(redArea(host(20, 6) { Color.red.scaledToFill() }) == "20x6 at 0,0")
    }

    @Test func aViewSmallerThanTheRatiosSizeIsCentredInIt() {
        // A text offered 12 by 6 takes its own size; the modifier answers with it.
        let shown = host(20, 6) {
            HStack(spacing: 0) {
                Text("ab").aspectRatio(2, contentMode: .fit).background(Color.red)
                Text("|")
            }
        }
        #expect(shown.buffer.lines[0].hasPrefix("ab|"))
        #expect(redArea(shown) == "2x1 at 0,0")
    }

    @Test func scaledToFitKeepsTheRatioOfTheIdealSize() {
        // An ideal size of 4 by 2 is a ratio of 2: 12 by 6 in 20 by 6.
        let fitted = host(20, 6) { Color.red.frame(idealWidth: 4, idealHeight: 2).scaledToFit() }
        #expect(redArea(fitted) == "12x6 at 0,0")
        // Without the modifier the frame takes the offer.
        #expect(redArea(host(20, 6) { Color.red.frame(idealWidth: 4, idealHeight: 2) }) == "20x6 at 0,0")
    }

    @Test func theRatioIsOfPointsAtTheScale() {
        // 40 by 4 cells are 320 by 88 points: a square of 88 points is 11 columns by 4 rows.
        let square = host(40, 4, scale: EnvironmentValues.swiftUIPointsPerCell) {
            Color.red.aspectRatio(1, contentMode: .fit)
        }
        #expect(redArea(square) == "11x4 at 0,0")
    }

    @Test func aCardInALazyGridIsAsTallAsItsRatioAsksOfItsColumn() {
        // Two columns of 20 cells (160 points) in a scroll view, which asks the grid its ideal
        // height: a card of 2 by 3 is 240 points tall, 11 rows, and its emoji shows in it.
        let grid = host(41, 30, scale: EnvironmentValues.swiftUIPointsPerCell) {
            ScrollView {
                LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
                    ForEach(0..<4, id: \.self) { index in
                        ZStack {
                            RoundedRectangle(cornerRadius: 8).fill(index == 0 ? Color.red : Color.blue)
                            Text("card \(index)")
                        }
                        .aspectRatio(2 / 3, contentMode: .fit)
                    }
                }
            }
        }
        #expect(redArea(grid) == "20x11 at 0,0")
        let lines = grid.buffer.lines
        #expect(lines.firstIndex { $0.contains("card 0") && $0.contains("card 1") } == 5)
        // The grid's lines touch, as a `VStack`'s rows do by default.
        #expect(lines.firstIndex { $0.contains("card 2") && $0.contains("card 3") } == 16)
    }
}
