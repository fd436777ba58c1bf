import CellGrid
import TestSupport
import Testing

/// Copying and filling a row at a time against setting each cell with `put`, the rule that
/// keeps wide characters whole, on random buffers of narrow and wide characters in a few
/// styles, random parts copied to random places (partly outside) and random rectangles filled.
@Suite struct CellBufferCopyOracleTests {
    @Test(arguments: 0..<200 as Range<UInt64>)
    func copyingAndFillingAreWhatPuttingEachCellDoes(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var target = Self.randomBuffer(width: 12, height: 4, using: &random)
        target.resetDamage()
        let source = Self.randomBuffer(width: Int.random(in: 1...12, using: &random), height: 3, using: &random)
        var expected = target
        if Bool.random(using: &random) {
            let region = CellRect(
                x: Int.random(in: -2...source.width, using: &random), y: Int.random(in: 0...2, using: &random),
                width: Int.random(in: 0...12, using: &random), height: Int.random(in: 1...3, using: &random))
            let (x, y) = (Int.random(in: -3...12, using: &random), Int.random(in: -1...4, using: &random))
            target.copy(source, region: region, toX: x, y: y)
            let part = region.clipped(to: CellRect(x: 0, y: 0, width: source.width, height: source.height))
            for row in 0..<part.height {
                for column in 0..<part.width {
                    expected.put(source[part.x + column, part.y + row], x: x + column, y: y + row)
                }
            }
        } else {
            let rect = CellRect(
                x: Int.random(in: -3...12, using: &random), y: Int.random(in: -1...4, using: &random),
                width: Int.random(in: 0...14, using: &random), height: Int.random(in: 0...5, using: &random))
            let style = Self.styles.randomElement(using: &random)!
            target.fill(rect, style: style)
            for row in rect.y..<(rect.y + rect.height) {
                for column in rect.x..<(rect.x + rect.width) {
                    expected.put(Cell(character: " ", style: style), x: column, y: row)
                }
            }
        }
        #expect(Self.cells(of: target) == Self.cells(of: expected), "seed \(seed)")
        #expect(target.damage == expected.damage, "seed \(seed)")
        #expect((0..<4).map(target.damagedColumns(inRow:)) == (0..<4).map(expected.damagedColumns(inRow:)))
    }

    private static let styles = [CellStyle.plain, CellStyle(bold: true), CellStyle(reverse: true)]

    private static func randomBuffer(width: Int, height: Int, using random: inout SeededRandom) -> CellBuffer {
        var buffer = CellBuffer(width: width, height: height)
        for row in 0..<height {
            var text = ""
            for _ in 0..<width { text.append(["a", "b", " ", "界", "語"].randomElement(using: &random)!) }
            buffer.write(
                text, x: Int.random(in: -1...2, using: &random), y: row,
                style: styles.randomElement(using: &random)!)
        }
        return buffer
    }

    private static func cells(of buffer: CellBuffer) -> [Cell] {
        (0..<buffer.height).flatMap { row in (0..<buffer.width).map { buffer[$0, row] } }
    }
}
