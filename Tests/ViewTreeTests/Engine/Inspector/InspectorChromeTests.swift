import Testing

@testable import ViewTree

/// The inspector's chrome: the evaluation log keeps its latest lines, and a line painted as
/// before is skipped but always shows, whatever wrote over its row meanwhile.
@Suite struct InspectorChromeTests {
    @Test func theLogKeepsItsLatestLinesInOrder() {
        var log = RecentLines(capacity: 3)
        #expect(log.lines.isEmpty)
        log.append("one")
        log.append(contentsOf: ["two", "three"])
        #expect(Array(log.lines) == ["one", "two", "three"])
        for number in 4...20 { log.append("line \(number)") }
        #expect(Array(log.lines) == ["line 18", "line 19", "line 20"])
        #expect(RecentLines(capacity: 0).capacity == 1, "a log shows at least one line")
    }

    @Test func aRepeatedLineLeavesNoDamageAndAChangedOneShows() {
        var composer = InspectorComposer(size: CellSize(width: 20, height: 4))
        composer.paintLine("status", row: 3)
        #expect(composer.takeDamage() != nil)
        composer.paintLine("status", row: 3)
        #expect(composer.takeDamage() == nil)
        composer.paintLine("status", row: 3, style: InspectorComposer.statusStyle)
        #expect(composer.takeDamage() != nil, "the same text in another style is another line")
        composer.paintLine("other", row: 3)
        #expect(composer.screen.lines[3].hasPrefix("other"))
    }

    @Test func aLineShowsAgainAfterViewsOrASizeChangeWroteOverItsRow() {
        var composer = InspectorComposer(size: CellSize(width: 20, height: 4))
        composer.paintLine("status", row: 1)
        var views = CellBuffer(width: 20, height: 2)
        views.write("views", x: 0, y: 0)
        views.write("views", x: 0, y: 1)
        composer.placeViews(views, region: nil, area: CellRect(x: 0, y: 0, width: 20, height: 2))
        #expect(composer.screen.lines[1].hasPrefix("views"))
        composer.paintLine("status", row: 1)
        #expect(composer.screen.lines[1].hasPrefix("status"))
        composer.paintTooSmall()
        composer.paintLine("status", row: 1)
        #expect(composer.screen.lines[1].hasPrefix("status"))
        composer.resize(to: CellSize(width: 10, height: 4))
        composer.paintLine("status", row: 1)
        #expect(composer.screen.lines[1].hasPrefix("status"))
    }
}
