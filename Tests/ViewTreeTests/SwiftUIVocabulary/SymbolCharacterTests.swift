import Testing
import ViewTreeTesting

@testable import ViewTree

/// `Image(systemName:)` is one character: the symbols apps use most have one that looks like
/// them, one cell wide, and a ticked box is told from an empty one.
@Suite @MainActor struct SymbolCharacterTests {
    private func shown(_ name: String) -> String {
        Sample.lines(3, 1) { Image(systemName: name) }[0]
    }

    @Test func aTickedBoxAndACircledPlusShowAsThemselves() {
        #expect(shown("square") == "☐")
        #expect(shown("checkmark.square.fill") == "☑", "ticked, not the unknown symbol's mark")
        #expect(shown("plus.circle.fill") == "⊕")
        #expect(shown("arrow.clockwise") == "↻")
        #expect(shown("no.such.symbol") == "▫")
    }

    @Test func everyNamedSymbolIsOneCellWide() {
        for name in ["checkmark.square.fill", "square.fill", "play.fill", "ellipsis", "flag.fill", "sun.max", "cloud"] {
            let host = Sample.host(4, 1) {
                HStack(spacing: 0) {
                    Image(systemName: name); Text("|")
                }
            }
            #expect(DisplayWidth.of(host.buffer.lines[0]) == 2, "\(name): \(host.buffer.lines[0])")
            #expect(host.buffer.lines[0].hasSuffix("|") && !host.buffer.lines[0].hasPrefix("▫"), "\(name)")
        }
    }
}
