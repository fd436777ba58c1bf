import Foundation
import Testing
import TrackingCore
import ViewTreeTesting

@testable import ViewTree

/// `.containerRelativeFrame`: a frame as long as the nearest container (the screen, a scroll
/// view's window, a navigation page, a split view's column, a sheet), or a share of it, as
/// SwiftUI's; it follows the container when that changes size.
@Suite @MainActor struct ContainerRelativeFrameTests {
    /// Where `text` starts on `line`, in columns; nil when it is not there.
    private func column(of text: String, in line: String) -> Int? {
        line.range(of: text).map { line.distance(from: line.startIndex, to: $0.lowerBound) }
    }

    @Test func aShareOfTheScreenIsItsCountPartsLessTheSpacing() {
        let tester = ViewTester(
            HStack(spacing: 0) {
                Text("A").containerRelativeFrame(.horizontal, count: 4, spacing: 0, alignment: .leading)
                Text("B").containerRelativeFrame(.horizontal, count: 4, span: 2, spacing: 2, alignment: .trailing)
                Text("C")
            }, width: 80, height: 2)
        // A: 80/4 = 20 columns. B: parts of (80 - 3*2)/4 = 18.5, two of them and a spacing:
        // 39 columns, its text at their end.
        #expect(column(of: "B", in: tester.lines[0]) == 20 + 38)
        #expect(column(of: "C", in: tester.lines[0]) == 20 + 39)
    }

    @Test func theClosureGetsTheContainersLengthInPointsAndItsAxis() {
        var axes: [Axis] = []
        let tester = ViewTester(
            Text("half")
                .containerRelativeFrame([.horizontal, .vertical], alignment: .bottomTrailing) { length, axis in
                    axes.append(axis)
                    return length / 2
                }
                .environment(\.pointsPerCell, CGSize(width: 8, height: 20)),
            width: 40, height: 10)
        // 40 columns of 8 points: 320 points, half is 160, 20 columns; 10 rows: 5. The frame
        // is centred on the screen's root, its text at its bottom trailing corner.
        #expect(Set(axes) == [.horizontal, .vertical])
        #expect(tester.lines[4].hasSuffix("half"))
        #expect(tester.lines[4].count == 20)
        #expect(tester.lines[5].trimmingCharacters(in: .whitespaces).isEmpty)
    }

    /// The carousel SwiftUI's documentation shows: in a horizontal scroll view each card is a
    /// share of the scroll view's window, not of the screen, and follows it when it resizes.
    struct Carousel: View {
        var body: some View {
            HStack(spacing: 0) {
                Text("|")
                ScrollView(.horizontal) {
                    HStack(spacing: 0) {
                        ForEach(0..<6) { card in
                            Text("card\(card)").containerRelativeFrame(.horizontal, count: 3, spacing: 0)
                        }
                    }
                }
            }
        }
    }

    @Test func inAScrollViewCardsAreSharesOfItsWindowAndFollowAResize() {
        let tester = ViewTester(Carousel(), width: 31, height: 1)
        // The window is 30 columns: three cards of 10, each text centred in its card.
        #expect(tester.lines[0] == "|  card0     card1     card2")
        tester.resize(width: 61, height: 1)
        #expect(tester.lines[0] == "|       card0               card1               card2")
    }

    @Test func aNavigationPageIsTheContainerNotTheScreen() {
        let tester = ViewTester(
            NavigationStack {
                Text("foot").containerRelativeFrame(.vertical, alignment: .bottom)
                    .navigationTitle("Page")
            }, width: 30, height: 8)
        // The page is under the title bar: its last row is the screen's.
        #expect(tester.lines.last?.contains("foot") == true)
        #expect(tester.lines.contains { $0.contains("Page") })
    }

    @Test func eachColumnOfASplitViewIsAContainer() {
        let tester = ViewTester(
            NavigationSplitView {
                Text("S").containerRelativeFrame(.horizontal, alignment: .trailing)
            } detail: {
                Text("D").containerRelativeFrame(.horizontal, alignment: .trailing)
            }, width: 80, height: 3)
        // The sidebar is a quarter of 80 (20 columns), then a rule; the detail the rest, its
        // page centred in it (the middle row).
        let line = tester.lines[0]
        #expect(column(of: "S", in: line) == 19)
        #expect(column(of: "│", in: line) == 20)
        #expect(column(of: "D", in: tester.lines[1]) == 79)
    }

    @Trackable final class Label {
        var text = "one"
    }

    /// A view that runs again alone is laid out in the container it was in: its frame keeps
    /// the column's width, not the screen's.
    struct Detail: View {
        let label: Label
        var body: some View {
            Text(label.text).containerRelativeFrame(.horizontal, alignment: .trailing)
        }
    }

    @Test func aViewThatRunsAgainAloneKeepsItsContainer() {
        let label = Label()
        let host = ViewHost(
            NavigationSplitView {
                Text("side")
            } detail: {
                VStack(alignment: .leading) {
                    Detail(label: label)
                    Text("under")
                }
            }, width: 80, height: 3)
        host.renderFrame()
        #expect(host.buffer.lines[0].hasSuffix(" one"))
        label.text = "three"
        host.renderFrame()
        #expect(host.lastFrame?.evaluatedNodes == ["Detail"])
        #expect(host.buffer.lines[0].hasSuffix(" three"))
        #expect(host.buffer.lines[0].hasPrefix("side"))
    }

    @Test func aSheetIsAContainer() {
        let tester = ViewTester(
            Text("under").sheet(isPresented: .constant(true)) {
                Text("sheet end").containerRelativeFrame(.horizontal, alignment: .trailing)
            }, width: 40, height: 12)
        // The sheet is drawn two columns in from each side, inside its border: its content
        // ends where the sheet's inside does, well before the screen's edge.
        let row = tester.lines.first { $0.contains("sheet end") }
        let end = row.flatMap { column(of: "sheet end", in: $0) }.map { $0 + "sheet end".count }
        #expect(end != nil && end! < 40 - 2)
        #expect(end != nil && end! > 20)
    }
}
