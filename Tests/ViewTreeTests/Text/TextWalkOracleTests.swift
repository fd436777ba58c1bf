import CellGrid
import Testing
import TestSupport

/// Measuring, cutting and writing text take ASCII by its bytes and the rest by grapheme
/// clusters: checked against a walk over Swift's own `Character`s, on random text that mixes
/// ASCII with what joins it into one cluster (combining marks, CR LF, joiners, variation
/// selectors, prepended marks) and with wide and zero-width characters.
@Suite struct TextWalkOracleTests {
    /// Pieces chosen to sit beside ASCII: each may join the character before or after it.
    private static let pieces: [String] = [
        "a", "Z", "7", " ", "~", "\t", "\r", "\n", "\r\n", "\u{7F}", "\u{301}", "\u{308}", "\u{200D}",
        "\u{FE0F}", "\u{20E3}", "\u{600}", "é", "日", "…", "←", "😀", "👍🏽", "🇯", "🇵", "\u{200B}", "ア",
        // Beside ASCII these are characters of their own, except the Prepend marks, which join
        // what follows them, and the spacing mark, which joins what precedes it.
        "\u{8E2}", "\u{D4E}", "\u{6DD}", "\u{903}", "⚡", "©", "Ω", "\u{1100}", "\u{1161}", "\u{E000}", "\u{FFFD}",
        "\u{2FF}", "\u{300}", "\u{200C}", "\u{20CF}", "\u{20D0}", "\u{20E1}", "\u{2BFF}", "\u{2C00}", "─", "│",
    ]

    private static func randomText(_ random: inout SeededRandom) -> String {
        (0..<Int.random(in: 0...24, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    /// The width as Swift's characters give it.
    private static func referenceWidth(_ text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + DisplayWidth.of($1) }
    }

    /// The cut as a walk over Swift's characters makes it.
    private static func referenceFit(_ text: String, width: Int) -> String {
        guard width > 0 else { return "" }
        var used = 0
        var kept = ""
        var keptWithEllipsis = ""
        for character in text {
            let cells = DisplayWidth.of(character)
            if used + cells > width { return keptWithEllipsis + "…" }
            used += cells
            kept.append(character)
            if used <= width - 1 { keptWithEllipsis = kept }
        }
        return text
    }

    @Test func widthsAndCutsAgreeWithSwiftsCharacters() {
        let sequences = 3000
        for seed in 0..<UInt64(sequences) {
            var random = SeededRandom(seed: seed)
            let text = Self.randomText(&random)
            #expect(
                DisplayWidth.of(text) == Self.referenceWidth(text), "seed \(seed): \(text.unicodeScalars.map(\.value))")
            let tail = text.dropFirst(Int.random(in: 0...max(0, text.count), using: &random))
            #expect(DisplayWidth.of(tail) == Self.referenceWidth(tail), "seed \(seed)")
            let width = Int.random(in: 0...20, using: &random)
            #expect(Truncation.fit(text, width: width) == Self.referenceFit(text, width: width), "seed \(seed)")
        }
    }

    @Test func writtenCellsAgreeWithWritingEachCharacter() {
        for seed in 0..<UInt64(1000) {
            var random = SeededRandom(seed: seed)
            let text = Self.randomText(&random)
            var written = CellBuffer(width: 30, height: 1)
            let used = written.write(text, x: 1, y: 0)
            var expected = CellBuffer(width: 30, height: 1)
            var column = 1
            for character in text {
                let cells = DisplayWidth.of(character)
                if cells == 0 { continue }
                if column + cells > 30 { break }
                expected.put(Cell(character: character, style: .plain), x: column, y: 0)
                if cells == 2 {
                    expected.put(Cell(character: " ", style: .plain, isContinuation: true), x: column + 1, y: 0)
                }
                column += cells
            }
            #expect(used == column - 1, "seed \(seed)")
            #expect(written.lines == expected.lines, "seed \(seed)")
            for x in 0..<30 { #expect(written[x, 0] == expected[x, 0], "seed \(seed), column \(x)") }
        }
    }

    /// Writing over what is there (wide characters included), from any column (before the
    /// first too) and with any limit, changes the cells that putting each character would.
    @Test func writingOverTextAgreesWithPuttingEachCharacter() {
        for seed in 0..<UInt64(1000) {
            var random = SeededRandom(seed: seed)
            let (under, text) = (Self.randomText(&random), Self.randomText(&random))
            let (x, limit) = (Int.random(in: -3...25, using: &random), Int.random(in: 0...30, using: &random))
            var written = CellBuffer(width: 24, height: 2)
            written.write(under, x: 0, y: 1)
            written.resetDamage()
            let before = written
            var expected = written
            let used = written.write(text, x: x, y: 1, limit: limit)
            let end = min(24, x + limit)
            var column = x
            for character in text {
                let cells = DisplayWidth.of(character)
                if cells == 0 { continue }
                if column + cells > end { break }
                if column >= 0 {
                    expected.put(Cell(character: character, style: .plain), x: column, y: 1)
                    if cells == 2 {
                        expected.put(Cell(character: " ", style: .plain, isContinuation: true), x: column + 1, y: 1)
                    }
                }
                column += cells
            }
            #expect(used == column - x, "seed \(seed)")
            for y in 0..<2 {
                for x in 0..<24 { #expect(written[x, y] == expected[x, y], "seed \(seed), column \(x), row \(y)") }
            }
            // What changed is damage, so that it is drawn.
            let damaged = written.damagedColumns(inRow: 1) ?? 0..<0
            for x in 0..<24 where written[x, 1] != before[x, 1] {
                #expect(damaged.contains(x), "seed \(seed), column \(x)")
            }
        }
    }
}
