import Foundation
import Testing
import TrackingCore

@testable import ViewTree

/// Lengths in SwiftUI's points: with `\.pointsPerCell` at 8 by 22 (what `App.main()` starts
/// with), a length written in code is that many points, divided to the nearest cell; a
/// geometry reader hands its size back in points. The framework's own bars and rows stay in
/// cells at any scale.
@Suite @MainActor struct PointsPerCellTests {
    private let points = EnvironmentValues.swiftUIPointsPerCell
    private let cells = CGSize(width: 1, height: 1)

    private func lines(
        _ width: Int, _ height: Int, scale: CGSize, @ViewBuilder _ content: () -> some View
    ) -> [String] {
        host(width, height, scale: scale, content).buffer.lines
    }

    private func host(
        _ width: Int, _ height: Int, scale: CGSize, @ViewBuilder _ content: () -> some View
    ) -> ViewHost {
        let host = ViewHost(content().environment(\.pointsPerCell, scale), width: width, height: height)
        host.renderFrame()
        return host
    }

    @Test func aStackSpacedInPointsShowsEveryViewWithALineBetween() {
        // 15 points between lines of 22: under a row, rounded to one. In cells, 15 rows of
        // spacing leave no row for the texts at this size. (The root is laid out from the
        // top.)
        let stack = {
            VStack(spacing: 15) {
                Text("Alpha"); Text("Bravo"); Text("Charlie")
            }
        }
        let trimmed = lines(20, 7, scale: points, stack).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(trimmed == ["Alpha", "", "Bravo", "", "Charlie", "", ""])
        #expect(lines(20, 7, scale: cells, stack).allSatisfy { $0.isEmpty })
    }

    @Test func aPaddingInPointsIsTheNearestCellsAcrossAndDown() {
        // 30 points: 3.75 columns (4) and 1.36 rows (1).
        let shown = lines(20, 4, scale: points) {
            Text("hi").padding(30).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
        #expect(shown == ["", "    hi", "", ""])
    }

    @Test func theDefaultPaddingAndSpacingAreTheTerminalsAtAnyScale() {
        let padded = {
            HStack {
                Text("a"); Text("b")
            }.padding()
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
        #expect(lines(10, 3, scale: points, padded) == ["", " a b", ""])
        #expect(lines(10, 3, scale: points, padded) == lines(10, 3, scale: cells, padded))
    }

    @Test func aFrameInPointsCoversTheNearestCellsAndAThinOneStaysVisible() {
        let framed = host(12, 4, scale: points) {
            VStack(alignment: .leading, spacing: 0) {
                // 40 by 44 points: 5 columns, 2 rows.
                Color.red.frame(width: 40, height: 44)
                // 2 by 1 points: under half a cell each way, kept at one cell.
                Color.blue.frame(width: 2, height: 1)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
        let cellsOf = { (color: TerminalColor) in
            (0..<12).flatMap { x in (0..<4).map { (x, $0) } }.filter {
                framed.buffer[$0.0, $0.1].style.background == color
            }
        }
        #expect(cellsOf(.red).count == 10)
        #expect(cellsOf(.red).allSatisfy { $0.0 < 5 && $0.1 < 2 })
        #expect(cellsOf(.blue).map { [$0.0, $0.1] } == [[0, 2]])
    }

    @Test func aGeometryReaderGivesItsSizeInPointsAndAFrameFromItIsInProportion() {
        let shown = host(10, 5, scale: points) {
            GeometryReader { proxy in
                VStack(alignment: .leading, spacing: 0) {
                    Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))")
                    Color.red.frame(width: proxy.size.width / 2, height: proxy.frame(in: .local).height / 5)
                }
            }
        }
        #expect(shown.buffer.lines.first == "80x110")
        let red = (0..<10).filter { shown.buffer[$0, 1].style.background == .red }
        #expect(red == Array(0..<5))
        #expect(shown.buffer[0, 2].style.background != .red)
    }

    @Test func anOffsetAndAPositionInPointsLandWhereTheirCellsWould() {
        let inPoints = lines(10, 3, scale: points) {
            ZStack(alignment: .topLeading) {
                Text("o").offset(x: 16, y: 22)
                Text("p").position(x: 64, y: 44)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
        let inCells = lines(10, 3, scale: cells) {
            ZStack(alignment: .topLeading) {
                Text("o").offset(x: 2, y: 1)
                Text("p").position(x: 8, y: 2)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
        #expect(inPoints == inCells)
        #expect(inPoints[1].firstIndex(of: "o") == inPoints[1].index(inPoints[1].startIndex, offsetBy: 2))
    }

    @Trackable final class Scale {
        var pointsPerCell = CGSize(width: 1, height: 1)
    }

    struct Indented: View {
        var body: some View {
            Text("x").padding(.leading, 16).frame(maxWidth: .infinity, alignment: .leading)
        }
    }

    @Test func aViewLaidOutInPointsIsLaidOutAgainWhenTheScaleChanges() {
        let scale = Scale()
        struct Root: View {
            let scale: Scale
            var body: some View {
                Indented().environment(\.pointsPerCell, scale.pointsPerCell)
            }
        }
        let host = ViewHost(Root(scale: scale), width: 20, height: 1)
        host.renderFrame()
        #expect(host.buffer.lines == [String(repeating: " ", count: 16) + "x"])
        scale.pointsPerCell = EnvironmentValues.swiftUIPointsPerCell
        host.renderFrame()
        #expect(host.buffer.lines == ["  x"])
    }
}
