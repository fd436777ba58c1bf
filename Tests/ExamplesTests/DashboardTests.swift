import ExampleViews
import Testing
import ViewTree

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

    private static func program(_ fleet: Fleet) -> ViewProgram {
        let program = ViewProgram(DashboardView(fleet: fleet))
        program.resize(to: CellSize(width: 40, height: 16))
        program.renderFrame(now: .now)
        return program
    }

    @Test func theFirstFrameShowsTheGridTheSummaryAndTheWrappedNote() {
        let screen = Self.program(Self.fleet()).host.buffer
        #expect(
            Array(screen.lines.prefix(14)) == [
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
        #expect(screen[13, 2].style.background == .green)
        #expect(screen[26, 4].style.background == .rgb(255, 153, 0))
        #expect(screen[37, 8].style.background == .red)
        #expect(screen[0, 1].style.foreground == .green && screen[39, 1].style.foreground == .red)
    }

    @Test func spaceChangesTheSelectedTileAndRunsOnlyItAndTheSummary() {
        let fleet = Self.fleet()
        let program = Self.program(fleet)
        program.handle(.right, now: .now)
        program.renderFrame(now: .now)
        #expect(program.host.buffer.lines[2] == "             ╭──────────╮")
        program.handle(.character(" "), now: .now)
        let frame = program.renderFrame(now: .now)
        #expect(fleet.services[1].health == .slow)
        #expect(frame?.evaluatedNodes.sorted() == ["SummaryView", "TileView#web"])
        #expect(program.host.buffer.lines[1] == "3 up            2 slow            1 down")
        #expect(program.host.buffer[13, 3].style.background == .rgb(255, 153, 0))
    }
}
