import TestSupport
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

    /// A line painted over another is written from where they differ: the row must read as
    /// the new line painted on a blank screen, whatever the characters where they part
    /// (combining marks, wide characters, emoji, flags) and whatever the lengths.
    @Test func aLinePaintedOverAnotherShowsAsOnABlankRow() {
        let pieces = ["a", "b", "e", "\u{301}", "表", "👍", "👍🏽", "🇫🇷", "🇩🇪", "→", " ", "x", "1"]
        var random = SeededRandom(seed: 2026)
        func line() -> String {
            (0..<Int.random(in: 0...14, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
        }
        for round in 0..<500 {
            let width = Int.random(in: 4...16, using: &random)
            let old = line()
            // Often the same start, as status lines share theirs from key to key.
            let new =
                Bool.random(using: &random)
                ? String(old.prefix(Int.random(in: 0...6, using: &random))) + line() : line()
            var painted = InspectorComposer(size: CellSize(width: width, height: 1))
            painted.paintLine(old, row: 0)
            painted.paintLine(new, row: 0, style: round % 7 == 0 ? InspectorComposer.statusStyle : .plain)
            var fresh = InspectorComposer(size: CellSize(width: width, height: 1))
            fresh.paintLine(new, row: 0, style: round % 7 == 0 ? InspectorComposer.statusStyle : .plain)
            #expect(
                painted.screen.lines == fresh.screen.lines
                    && (0..<width).allSatisfy { painted.screen[$0, 0] == fresh.screen[$0, 0] },
                "round \(round): \(old.debugDescription) then \(new.debugDescription) at \(width)")
        }
    }
}
