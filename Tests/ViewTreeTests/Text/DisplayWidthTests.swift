import Foundation
import Glibc
import Testing
import ViewTree

/// Terminal cell widths per grapheme cluster, where the C library's wcwidth is wrong.
@Suite @MainActor struct DisplayWidthTests {
    @Test(
        arguments: [
            ("a", 1), (" ", 1), ("é", 1), ("e\u{301}", 1), ("\u{301}", 0), ("\u{200B}", 0),
            ("\t", 0), ("日", 2), ("한", 2), ("ア", 2), ("Ａ", 2), ("…", 1), ("─", 1),
            ("😀", 2), ("👍🏽", 2), ("👨‍👩‍👧‍👦", 2), ("❤️", 2), ("❤", 1), ("☑️", 2), ("1️⃣", 2),
            ("🇯🇵", 2),
        ] as [(Character, Int)])
    func widthOfOneCharacter(character: Character, cells: Int) {
        #expect(DisplayWidth.of(character) == cells)
    }

    @Test func widthOfAStringIsTheSumOverItsCharacters() {
        #expect(DisplayWidth.of("aaa") == 3)
        #expect(DisplayWidth.of("買い物 🛒") == 9)
        #expect(DisplayWidth.of("") == 0)
    }

    @Test func textThatFitsIsKept() {
        #expect(Truncation.fit("aaa", width: 3) == "aaa")
        #expect(Truncation.fit("日本", width: 4) == "日本")
    }

    @Test func textThatDoesNotFitEndsWithAnEllipsis() {
        #expect(Truncation.fit("abcdef", width: 4) == "abc…")
        #expect(Truncation.fit("abcdef", width: 1) == "…")
        #expect(Truncation.fit("abcdef", width: 0) == "")
    }

    @Test func wideCharactersAreNeverSplit() {
        #expect(Truncation.fit("日本語", width: 4) == "日…")
        #expect(DisplayWidth.of(Truncation.fit("日本語", width: 4)) == 3)
        #expect(Truncation.fit("👨‍👩‍👧‍👦👨‍👩‍👧‍👦", width: 3) == "👨‍👩‍👧‍👦…")
    }
}

/// The width table against the C library's `wcwidth`, a peer built from the same Unicode data,
/// on every code point of every plane.
@Suite @MainActor struct DisplayWidthPeerTests {
    @Test func everyCodePointAgreesWithTheCLibrary() throws {
        try #require(setlocale(LC_ALL, "C.UTF-8") != nil)
        // Looked up at run time: Glibc's module hides wcwidth without _XOPEN_SOURCE.
        let symbol = try #require(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "wcwidth"))
        let wcwidth = unsafeBitCast(symbol, to: (@convention(c) (wchar_t) -> Int32).self)
        var disagreements: [String] = []
        var compared = 0
        for value in UInt32(0x20)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), scalar.properties.generalCategory != .unassigned else { continue }
            let theirs = Int(wcwidth(wchar_t(bitPattern: value)))
            guard theirs >= 0 else { continue }
            compared += 1
            let ours = DisplayWidth.of(Character(scalar))
            if ours != theirs, !Self.knownDifferences.contains(where: { $0.contains(value) }) {
                disagreements.append(String(format: "U+%04X ours %d, wcwidth %d", value, ours, theirs))
            }
        }
        #expect(compared > 100_000)
        #expect(disagreements.isEmpty, "\(disagreements.count): \(disagreements.prefix(40))")
        #expect(DisplayWidth.of(Character("\u{1B000}")) == 2)
    }

    /// Where Unicode 15's data and this C library differ, the table follows Unicode (the
    /// terminal draws these as TerminalGlyph says): circled numbers on black squares
    /// (ambiguous) and Yijing hexagrams (neutral until Unicode 16), which the C library makes
    /// wide; a lone regional indicator, an emoji (two cells) that it counts as one.
    static let knownDifferences: [ClosedRange<UInt32>] = [0x3248...0x324F, 0x4DC0...0x4DFF, 0x1F1E6...0x1F1FF]
}
