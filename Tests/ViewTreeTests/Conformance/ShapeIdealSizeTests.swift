import Foundation
import Testing
import TrackingCore

@testable import ViewTree

/// A shape or a colour offered no limit along an axis takes SwiftUI's 10 points there, and a
/// scroll view asks its content for its ideal length along the axis it scrolls: so a shape
/// in a scroll view is 10 points tall, not the window's height.
@Suite @MainActor struct ShapeIdealSizeTests {
    private func host(
        _ width: Int, _ height: Int, scale: CGSize = CGSize(width: 1, height: 1),
        @ViewBuilder _ content: () -> some View
    ) -> ViewHost {
        Sample.host(width, height, scale: scale, content)
    }

    /// The rows with a cell painted `color`.
    private func rows(painted color: TerminalColor, in host: ViewHost) -> [Int] {
        (0..<host.buffer.height).filter { y in
            (0..<host.buffer.width).contains { host.buffer[$0, y].style.background == color }
        }
    }

    @Test func aShapeUnderFixedSizeIsTenPointsEachWay() {
        let cells = host(30, 14) { Rectangle().fill(.red).fixedSize() }
        #expect(rows(painted: .red, in: cells) == Array(0..<10))
        #expect((0..<30).filter { cells.buffer[$0, 0].style.background == .red } == Array(0..<10))
        // At 8 by 22, 10 points are a column and a row (a size that is not zero shows).
        let points = host(30, 14, scale: EnvironmentValues.swiftUIPointsPerCell) {
            Circle().fill(.red).fixedSize()
        }
        #expect(rows(painted: .red, in: points) == [0])
        #expect((0..<30).filter { points.buffer[$0, 0].style.background == .red } == [0])
    }

    @Test func aShapeInAScrollViewIsTenPointsTallNotTheWindow() {
        // Padded 20 each way in a 40-row window: the shape was offered what the padding left
        // (nothing); asked its ideal height it is 10 rows, below 20 of padding.
        let padded = host(60, 40) {
            ScrollView {
                VStack { Rectangle().fill(.red) }.padding(20)
            }
        }
        #expect(rows(painted: .red, in: padded) == Array(20..<30))
        let bare = host(20, 30) { ScrollView { Color.red } }
        #expect(rows(painted: .red, in: bare) == Array(0..<10))
    }

    @Test func aFrameToInfinityInAScrollViewTakesItsContentsHeight() {
        // Asked its ideal height, the frame answers with its content's: the text is on the
        // first row, not in the middle of the window.
        let shown = host(20, 9) {
            ScrollView { Text("top").frame(maxWidth: .infinity, maxHeight: .infinity) }
        }
        #expect(shown.buffer.lines.firstIndex { $0.contains("top") } == 0)
    }

    @Test func aBareSpacerInAScrollViewStillTakesTheWindow() {
        // Content that takes all of any offer gets the window along the axis it scrolls.
        let shown = host(20, 6) {
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    Text("a"); Spacer(); Text("b")
                }
            }
        }
        #expect(shown.buffer.lines[0].hasPrefix("ab") || shown.buffer.lines[0].hasSuffix("b"))
    }
}
