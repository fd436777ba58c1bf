import ExampleViews
import Testing
import ViewTree
import ViewTreeTesting

/// The dashboard example headless: a grid of coloured tiles, a summary spread by a custom
/// layout, a note that wraps; Space changes the selected tile and runs only it and the
/// summary.
@Suite @MainActor struct DashboardTests {
    private static func fleet() -> Fleet {
        Fleet([
            Service("api", latency: 12), Service("web", latency: 31), Service("db", health: .slow, latency: 240),
            Service("cache", latency: 2), Service("queue", latency: 8), Service("search", health: .down, latency: 0),
        ])
    }

    private static func tester(_ fleet: Fleet) -> ViewTester {
        ViewTester(DashboardView(fleet: fleet), width: 40, height: 16)
    }

    @Test func theFirstFrameShowsTheGridTheSummaryAndTheWrappedNote() {
        let tester = Self.tester(Self.fleet())
        #expect(
            Array(tester.lines.prefix(14)) == [
                "Services",
                "4 up            1 slow            1 down",
                "╭──────────╮",
                "│   api    │     web           db",
                "│  12 ms   │    31 ms        240 ms",
                "╰──────────╯",
                "",
                "   cache        queue        search",
                "   2 ms         8 ms          down",
                "",
                "Tiles turn yellow when a service answers",
                "slowly and red when it stops answering.",
                "Left and Right select a tile; Space",
                "changes its state.",
            ])
        // Each tile is its state's colour, padding included.
        #expect(tester.cell(x: 13, y: 2).style.background == .green)
        #expect(tester.cell(x: 26, y: 4).style.background == .rgb(255, 153, 0))
        #expect(tester.cell(x: 37, y: 8).style.background == .red)
        #expect(tester.cell(x: 0, y: 1).style.foreground == .green && tester.cell(x: 39, y: 1).style.foreground == .red)
    }

    @Test func spaceChangesTheSelectedTileAndRunsOnlyItAndTheSummary() {
        let fleet = Self.fleet()
        let tester = Self.tester(fleet)
        tester.press(.right)
        #expect(tester.lines[2] == "             ╭──────────╮")
        tester.press(.character(" "))
        #expect(fleet.services[1].health == .slow)
        #expect(tester.bodiesRun.sorted() == ["SummaryView", "TileView#web"])
        #expect(tester.lines[1] == "3 up            2 slow            1 down")
        #expect(tester.cell(x: 13, y: 3).style.background == .rgb(255, 153, 0))
    }
}
