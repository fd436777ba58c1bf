import CellGrid
import Testing
import TestSupport

/// A cell keeps its character as a number (one scalar as itself, a cluster of several by its
/// place in a table): checked against Swift's own `Character`s on random characters, from
/// many threads at once for the table.
@Suite struct CellCharacterTests {
    /// Characters of one scalar (ASCII, control, wide, zero-width) and clusters of several.
    private static let characters: [Character] = [String]([
        "a", " ", "~", "\t", "\u{7F}", "é", "e\u{301}", "e\u{301}\u{327}", "e\u{327}\u{301}", "日", "…", "─",
        "😀", "👍🏽", "❤️", "🇯🇵", "👨‍👩‍👧", "\u{200B}", "\r\n", "1\u{20E3}", "ア", "\u{600}a",
    ]).map { Character($0) }

    private static func randomCharacter(_ random: inout SeededRandom) -> Character {
        if Bool.random(using: &random) { return characters.randomElement(using: &random)! }
        // Any scalar, or one with a combining mark after it.
        let value = UInt32.random(in: 0x20...0x2FFFF, using: &random)
        guard let scalar = Unicode.Scalar(value) else { return "x" }
        var text = String(Character(scalar))
        if Int.random(in: 0..<4, using: &random) == 0 { text.unicodeScalars.append("\u{308}") }
        return text.first!
    }

    @Test func aCellGivesBackItsCharacterScalarForScalarAndItsWidth() {
        for seed in 0..<UInt64(3000) {
            var random = SeededRandom(seed: seed)
            let character = Self.randomCharacter(&random)
            let cell = Cell(character: character, style: .plain)
            #expect(Array(cell.character.unicodeScalars) == Array(character.unicodeScalars), "seed \(seed)")
            #expect(cell.width == DisplayWidth.of(character), "seed \(seed)")
            let scalars = Array(character.unicodeScalars)
            #expect(cell.scalar == (scalars.count == 1 ? scalars[0] : nil), "seed \(seed)")
        }
    }

    @Test func cellsAreEqualExactlyWhenTheyHoldTheSameScalarsAndStyle() {
        for seed in 0..<UInt64(3000) {
            var random = SeededRandom(seed: seed)
            let (first, second) = (Self.randomCharacter(&random), Self.randomCharacter(&random))
            let bold = CellStyle(bold: true)
            let style = Bool.random(using: &random) ? bold : .plain
            let sameScalars = Array(first.unicodeScalars) == Array(second.unicodeScalars)
            #expect((Cell(character: first, style: .plain) == Cell(character: second, style: .plain)) == sameScalars)
            #expect((Cell(character: first, style: style) == Cell(character: first, style: bold)) == (style == bold))
            var changed = Cell(character: first, style: .plain)
            changed.character = second
            #expect(changed == Cell(character: second, style: .plain), "seed \(seed)")
        }
    }

    @Test func clustersMetOnManyThreadsAtOnceKeepTheirOwnCharacters() async {
        let clusters: [Character] = (0..<400).map { index in
            let base = Unicode.Scalar(0x4E00 + UInt32(index))!
            return (String(Character(base)) + "\u{301}\u{308}").first!
        }
        await withTaskGroup(of: Bool.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var random = SeededRandom(seed: UInt64(task))
                    return clusters.shuffled(using: &random).allSatisfy { cluster in
                        Array(Cell(character: cluster, style: .plain).character.unicodeScalars)
                            == Array(cluster.unicodeScalars)
                    }
                }
            }
            for await agreed in group { #expect(agreed) }
        }
    }
}
