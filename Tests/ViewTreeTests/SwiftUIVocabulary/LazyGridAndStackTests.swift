import Testing
import TrackingCore

@testable import ViewTree

/// Lazy grids lay cards out in columns; a lazy stack of rows in a scroll view makes only the
/// rows that show, as SwiftUI's does, and scrolls as a scroll view.
@Suite @MainActor struct LazyGridAndStackTests {
    @Test func aVerticalGridFillsItsColumnsRowByRow() {
        let lines = Sample.lines(13, 3) {
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], alignment: .leading) {
                ForEach(1...5, id: \.self) { Text("card \($0)") }
            }
        }
        #expect(lines == ["card 1 card 2", "card 3 card 4", "card 5"], "two columns of six cells, one between")
        let grid = _TrackGridLayout(
            tracks: [GridItem(.fixed(4)), GridItem(.flexible()), GridItem(.flexible())], lineSpacing: 0,
            isVertical: true)
        #expect(grid.trackSizes(in: 20) == [4, 7, 7], "the rest shared, a cell between tracks")
        let adaptive = _TrackGridLayout(tracks: [GridItem(.adaptive(minimum: 8))], lineSpacing: 0, isVertical: true)
        #expect(adaptive.trackSizes(in: 26) == [8, 8, 8], "as many columns of at least 8 as fit")
        #expect(adaptive.trackSizes(in: 5) == [5], "one column when none fits")
    }

    @Test func cardsInAGridSitInTheirColumns() {
        let lines = Sample.lines(20, 2) {
            LazyVGrid(columns: Array(repeating: GridItem(.fixed(6)), count: 3)) {
                ForEach(["a", "b", "c", "d"], id: \.self) { Text($0).frame(width: 6, alignment: .leading) }
            }
        }
        #expect(lines[0].hasPrefix("a      b      c") && lines[1].hasPrefix("d"), "\(lines)")
    }

    @Test func aViewNarrowerThanItsColumnSitsInItsMiddleUnlessItsItemOrTheGridSaysElse() {
        let centred = Sample.lines(21, 2) {
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
                ForEach(["ab", "cd", "ef"], id: \.self) { Text($0) }
            }
        }
        #expect(centred == ["    ab         cd", "    ef"], "columns of ten, each text in the middle of its own")
        let told = Sample.lines(21, 1) {
            LazyVGrid(
                columns: [GridItem(.flexible(), alignment: .trailing), GridItem(.flexible())], alignment: .leading
            ) {
                ForEach(["ab", "cd"], id: \.self) { Text($0) }
            }
        }
        #expect(told == ["        ab cd"], "the first item at its column's end, the second at the grid's leading")
        let adaptive = Sample.lines(20, 2) {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 5))]) {
                ForEach(["a", "b", "c", "d"], id: \.self) { Text($0) }
            }
        }
        #expect(adaptive == ["  a      b      c", "  d"], "the adaptive item's three columns, each view in its middle")
        let across = Sample.lines(6, 4) {
            LazyHGrid(rows: [GridItem(.fixed(3))]) { Text("x") }
        }
        #expect(across == ["", "x", "", ""], "a horizontal grid's row of three holds its view in the middle")
    }

    struct Rows: View {
        let count: Int
        var body: some View {
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(0..<count, id: \.self) { RowView(number: $0) }
                }
            }
        }
    }

    struct RowView: View {
        let number: Int
        var body: some View { Text("row \(number)") }
    }

    @Test func aHundredThousandRowsMakeOnlyWhatShows() {
        let host = ViewHost(Rows(count: 100_000), width: 20, height: 5)
        let first = host.renderFrame()
        #expect(host.buffer.lines == ["row 0", "row 1", "row 2", "row 3", "row 4"])
        #expect(first.evaluatedNodes.filter { $0.hasPrefix("RowView") }.count == 5, "\(first.evaluatedNodes.count) ran")
        host.send(.tab)
        host.send(.down)
        host.renderFrame()
        #expect(host.buffer.lines == ["row 1", "row 2", "row 3", "row 4", "row 5"])
        host.send(.pageDown)
        let page = host.renderFrame()
        #expect(host.buffer.lines.first == "row 5")
        #expect(page.evaluatedNodes.filter { $0.hasPrefix("RowView") }.count <= 5)
        host.send(.end)
        host.renderFrame()
        #expect(host.buffer.lines.last == "row 99999")
        host.send(.home)
        host.renderFrame()
        #expect(host.buffer.lines.first == "row 0")
    }

    /// A shape in a grid's row (asked its ideal height) takes the larger of a frame's minimum
    /// and its own 10 points, as SwiftUI's, where it stopped the app before.
    @Test func aShapeInAGridTakesItsFramesMinimumOrItsIdealHeight() {
        func grid(minHeight: CGFloat, scale: CGSize) -> [String] {
            let host = ViewHost(
                ScrollView {
                    LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
                        ForEach(0..<4, id: \.self) { index in
                            RoundedRectangle(cornerRadius: 5).fill(.green)
                                .frame(maxWidth: .infinity, minHeight: minHeight)
                                .overlay { Text("card \(index)") }
                        }
                        Color.green
                        Text("below")
                    }
                }
                .environment(\.pointsPerCell, scale), width: 30, height: 12)
            host.renderFrame()
            return host.buffer.lines
        }
        // At 8 by 22, 66 points are 3 rows, more than the 10-point ideal (a row).
        let points = grid(minHeight: 66, scale: EnvironmentValues.swiftUIPointsPerCell)
        #expect(points.firstIndex { $0.contains("card 0") && $0.contains("card 1") } == 1)
        #expect(points.firstIndex { $0.contains("card 2") && $0.contains("card 3") } == 4)
        #expect(points.firstIndex { $0.contains("below") } == 6)
        // A point a cell, the ideal of 10 is more than a minimum of 3.
        let cells = grid(minHeight: 3, scale: CGSize(width: 1, height: 1))
        #expect(cells.firstIndex { $0.contains("card 0") && $0.contains("card 1") } == 4)
    }

    @Test func aCentredLazyStackCentresItsRows() {
        let lines = Sample.lines(9, 2) {
            ScrollView { LazyVStack { ForEach(["a", "bbb"], id: \.self) { Text($0) } } }
        }
        #expect(lines == ["    a", "   bbb"])
    }
}
