import Testing
import TrackingCore

@testable import ViewTree

/// `.overlayPreferenceValue` and `.backgroundPreferenceValue`, as SwiftUI's: a view made of
/// the value the views inside set, drawn over or under them, in the frame that set it; the
/// decoration's own values do not feed back into it.
@Suite @MainActor struct PreferenceValueDecorationTests {
    struct Longest: PreferenceKey {
        static let defaultValue = 0
        static func reduce(value: inout Int, nextValue: () -> Int) { value = max(value, nextValue()) }
    }

    @Trackable final class Entry {
        var text: String
        init(_ text: String) { self.text = text }
    }

    @Trackable final class Words {
        let words = [Entry("ab"), Entry("cde")]
        var unrelated = 0
    }

    struct Word: View {
        let words: Words
        let index: Int
        var body: some View {
            let word = words.words[index].text
            return Text(word).preference(key: Longest.self, value: word.count)
        }
    }

    struct Other: View {
        let words: Words
        var body: some View { Text("n\(words.unrelated)") }
    }

    struct Page: View {
        let words: Words
        var body: some View {
            VStack(alignment: .leading) {
                ForEach(words.words.indices, id: \.self) { Word(words: words, index: $0) }
                Other(words: words)
            }
            .frame(width: 10, alignment: .leading)
            .overlayPreferenceValue(Longest.self, alignment: .topTrailing) { longest in
                // Its own value is larger than any word's: it must not come back to it.
                Text("max \(longest)").preference(key: Longest.self, value: 99)
            }
        }
    }

    @Test func theOverlayShowsTheValueFromInsideInTheFirstFrame() {
        let host = ViewHost(Page(words: Words()), width: 10, height: 3)
        host.renderFrame()
        #expect(host.buffer.lines == ["ab   max 3", "cde", "n0"])
    }

    @Test func aChangeInsideRedrawsTheOverlayInTheSameFrameAndRunsWhatChanged() {
        let words = Words()
        let host = ViewHost(Page(words: words), width: 10, height: 3)
        host.renderFrame()
        words.words[0].text = "abcdefg"
        let report = host.renderFrame()
        #expect(host.buffer.lines[0] == "abcdemax 7", "the longest word is now 7, the overlay over it")
        #expect(report.evaluatedNodes == ["Word#0", "Reader"], "the word that changed, then the overlay")
        words.unrelated = 4
        host.renderFrame()
        #expect(host.buffer.lines == ["abcdemax 7", "cde", "n4"], "a change elsewhere inside keeps the value")
    }

    struct Underlined: View {
        var body: some View {
            Text("words")
                .preference(key: Longest.self, value: 5)
                .frame(width: 8, height: 2, alignment: .topLeading)
                .backgroundPreferenceValue(Longest.self, alignment: .bottomLeading) { count in
                    Text(String(repeating: "~", count: count + 1))
                }
        }
    }

    @Test func theBackgroundIsDrawnUnderTheContent() {
        #expect(Sample.lines(8, 2) { Underlined() } == ["words", "~~~~~~"])
    }

    @Test func withNoValueInsideTheDecorationGetsTheDefault() {
        #expect(
            Sample.lines(8, 1) { Text("plain").overlayPreferenceValue(Longest.self) { Text("\($0)") } } == ["pl0in"])
    }
}
