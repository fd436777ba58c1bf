import Testing
import ViewTree

/// Terminal cell widths per grapheme cluster, where the C library's wcwidth is wrong.
@Suite struct DisplayWidthTests {
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
