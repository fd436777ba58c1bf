import Testing
import ViewTree

/// The in-memory cell grid: wide characters, clipping and damage.
@Suite @MainActor struct CellBufferTests {
    @Test func writesTextAndReadsItBackAsLines() {
        var buffer = CellBuffer(width: 10, height: 2)
        buffer.write("[ ] aaa", x: 0, y: 0)
        buffer.write("bbb", x: 4, y: 1)
        #expect(buffer.lines == ["[ ] aaa", "    bbb"])
    }

    @Test func wideCharactersTakeTwoCellsAndKeepColumnsAligned() {
        var buffer = CellBuffer(width: 8, height: 2)
        #expect(buffer.write("日本x", x: 0, y: 0) == 5)
        #expect(buffer[1, 0].isContinuation)
        #expect(buffer[4, 0].character == "x")
        buffer.write("👨‍👩‍👧‍👦y", x: 0, y: 1)
        #expect(buffer[2, 1].character == "y")
    }

    @Test func textIsClippedToTheLimitWithoutSplittingAWideCharacter() {
        var buffer = CellBuffer(width: 10, height: 1)
        #expect(buffer.write("日本語", x: 0, y: 0, limit: 5) == 4)
        #expect(buffer.lines == ["日本"])
        #expect(buffer.write("abcdefghijkl", x: 6, y: 0) == 4)
        #expect(buffer.lines == ["日本  abcd"])
    }

    @Test func overwritingHalfOfAWideCharacterBlanksTheOtherHalf() {
        var buffer = CellBuffer(width: 4, height: 1)
        buffer.write("日", x: 0, y: 0)
        buffer.write("a", x: 1, y: 0)
        #expect(buffer.lines == [" a"])
        buffer.write("本", x: 2, y: 0)
        buffer.write("b", x: 2, y: 0)
        #expect(buffer.lines == [" ab"])
        #expect(!buffer[3, 0].isContinuation)
    }

    @Test func identicalRedrawLeavesNoDamage() {
        var buffer = CellBuffer(width: 20, height: 3)
        buffer.write("[ ] aaa", x: 0, y: 1)
        #expect(buffer.damage == CellRect(x: 0, y: 1, width: 7, height: 1))
        buffer.resetDamage()
        buffer.write("[ ] aaa", x: 0, y: 1)
        #expect(buffer.damage == nil)
        buffer.write("[x] aaa", x: 0, y: 1)
        #expect(buffer.damage == CellRect(x: 1, y: 1, width: 1, height: 1))
    }

    @Test func styleChangesAreDamageToo() {
        var buffer = CellBuffer(width: 5, height: 1)
        buffer.write("ab", x: 0, y: 0)
        buffer.resetDamage()
        buffer.write("ab", x: 0, y: 0, style: CellStyle(reverse: true))
        #expect(buffer.damage == CellRect(x: 0, y: 0, width: 2, height: 1))
        #expect(buffer[0, 0].style.reverse)
    }

    @Test func resizeKeepsWhatFitsAndDamagesEverything() {
        var buffer = CellBuffer(width: 6, height: 2)
        buffer.write("abcdef", x: 0, y: 0)
        buffer.resetDamage()
        buffer.resize(width: 3, height: 3)
        #expect(buffer.lines == ["abc", "", ""])
        #expect(buffer.damage == CellRect(x: 0, y: 0, width: 3, height: 3))
    }

    @Test func mirroringTakesThePartAsDamageAndClipsToBothBuffers() {
        var source = CellBuffer(width: 4, height: 2)
        source.write("abcd", x: 0, y: 0)
        source.write("efgh", x: 0, y: 1)
        var screen = CellBuffer(width: 5, height: 3)
        screen.mirror(source, region: CellRect(x: 1, y: 0, width: 2, height: 2), toX: 2, y: 1)
        #expect(screen.lines == ["", "  bc", "  fg"])
        #expect(screen.damage == CellRect(x: 2, y: 1, width: 2, height: 2))
        // A part hanging over either buffer's edge is cut to what both hold.
        screen.resetDamage()
        screen.mirror(source, region: CellRect(x: 2, y: 1, width: 5, height: 5), toX: 4, y: 2)
        #expect(screen.lines == ["", "  bc", "  fgg"])
        #expect(screen.damage == CellRect(x: 4, y: 2, width: 1, height: 1))
    }

    /// A change in the top row and one in the bottom row: the rectangle spans the buffer, the
    /// rows between have no damage, each damaged row names its columns, and resetting forgets
    /// them all.
    @Test func eachRowKnowsItsDamagedColumns() {
        var screen = CellBuffer(width: 10, height: 5)
        screen.write("ab", x: 1, y: 0)
        screen.write("x", x: 7, y: 4)
        screen.write("y", x: 3, y: 4)
        #expect(screen.damage == CellRect(x: 1, y: 0, width: 7, height: 5))
        #expect(screen.damagedColumns(inRow: 0) == 1..<3)
        #expect((1...3).allSatisfy { screen.damagedColumns(inRow: $0) == nil })
        #expect(screen.damagedColumns(inRow: 4) == 3..<8)
        screen.resetDamage()
        #expect((0..<5).allSatisfy { screen.damagedColumns(inRow: $0) == nil })
        var source = CellBuffer(width: 10, height: 5)
        source.write("zz", x: 2, y: 2)
        screen.mirror(source, region: CellRect(x: 2, y: 2, width: 2, height: 1), toX: 2, y: 2)
        #expect(screen.damagedColumns(inRow: 2) == 2..<4, "a mirrored part is damage as it is")
        screen.resize(width: 4, height: 2)
        #expect(screen.damagedColumns(inRow: 0) == 0..<4 && screen.damagedColumns(inRow: 1) == 0..<4)
    }
}
