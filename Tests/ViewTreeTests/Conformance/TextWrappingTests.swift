import Testing

@testable import ViewTree

/// SwiftUI's `Text` over several lines: it wraps at spaces where the width offered ends,
/// breaks a word longer than a line, keeps wide characters whole, starts a line at each
/// newline, and obeys `.lineLimit`, `.truncationMode` and `.multilineTextAlignment`.
@Suite @MainActor struct TextWrappingTests {
    static let fox = "The quick brown fox jumps over the lazy dog"

    private func lines<Content: View>(_ width: Int, _ height: Int, @ViewBuilder _ content: () -> Content) -> [String] {
        Sample.lines(width, height, content)
    }

    @Test func aLongTextWrapsAtSpacesInsteadOfBeingCut() {
        #expect(lines(12, 5) { Text(Self.fox) } == ["The quick", "brown fox", "jumps over", "the lazy dog", ""])
        // What follows it comes after its last line.
        #expect(
            lines(12, 5) {
                VStack(alignment: .leading) {
                    Text(Self.fox); Text("end")
                }
            }.last == "end")
    }

    @Test func wordsLongerThanALineBreakAndWideCharactersStayWhole() {
        #expect(lines(5, 4) { Text("abcdefghijklmnop") } == ["abcde", "fghij", "klmno", "p"])
        #expect(lines(5, 3) { Text("買い物リスト") } == ["買い", "物リ", "スト"])
        #expect(lines(9, 3) { Text("ok 買い物リスト") } == ["ok 買い物", "リスト", ""])
        // A wide character alone in one cell does not spill out of it.
        #expect(
            lines(3, 2) {
                HStack(spacing: 0) {
                    Text("買い").frame(width: 1); Text("|")
                }
            } == ["…|", "…"])
    }

    @Test func aNewlineStartsALine() {
        #expect(lines(20, 3) { Text("one\ntwo") } == ["one", "two", ""])
        #expect(lines(20, 3) { Text("one\n\nthree") } == ["one", "", "three"])
    }

    @Test func theLineLimitAndTheHeightCutTheLastLineShown() {
        #expect(lines(12, 5) { Text(Self.fox).lineLimit(2) } == ["The quick", "brown fox j…", "", "", ""])
        #expect(lines(12, 5) { Text(Self.fox).lineLimit(1) } == ["The quick b…", "", "", "", ""])
        #expect(lines(12, 2) { Text(Self.fox) } == ["The quick", "brown fox j…"])
        #expect(lines(12, 5) { Text(Self.fox).lineLimit(nil) }.filter { !$0.isEmpty }.count == 4)
    }

    @Test func theTruncationModeSaysWhereASingleLineIsCut() {
        #expect(lines(12, 1) { Text(Self.fox).truncationMode(.head) } == ["…he lazy dog"])
        #expect(lines(12, 1) { Text(Self.fox).truncationMode(.middle) } == ["The qu…y dog"])
        #expect(lines(12, 1) { Text(Self.fox).truncationMode(.tail) } == ["The quick b…"])
    }

    @Test func multilineTextAlignmentLinesUpTheLinesInTheTextsWidth() {
        #expect(
            lines(12, 4) { Text(Self.fox).multilineTextAlignment(.center) } == [
                " The quick", " brown fox", " jumps over", "the lazy dog",
            ])
        #expect(
            lines(12, 4) { Text(Self.fox).multilineTextAlignment(.trailing) } == [
                "   The quick", "   brown fox", "  jumps over", "the lazy dog",
            ])
    }

    @Test func anEnvironmentLimitReachesEveryTextInside() {
        let shown = lines(8, 4) {
            VStack(alignment: .leading) {
                Text("first long line")
                Text("second long line")
            }
            .lineLimit(1)
        }
        #expect(shown == ["first l…", "second …", "", ""])
    }
}
