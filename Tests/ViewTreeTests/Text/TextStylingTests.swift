import Testing

@testable import ViewTree

/// `Text`'s own style modifiers return `Text`, as SwiftUI's: styled texts join with `+`, each
/// part keeping its style, and the innermost style wins.
@Suite @MainActor struct TextStylingTests {
    @Test func styledTextsJoinKeepingTheirStyles() {
        let host = Sample.host(30, 1) {
            Text("Total: ") + Text("12").bold().foregroundColor(.green) + Text(" due").italic()
        }
        #expect(host.buffer.lines == ["Total: 12 due"])
        let (label, amount, due) = (host.buffer[0, 0].style, host.buffer[7, 0].style, host.buffer[10, 0].style)
        #expect(!label.bold && label.foreground == .default)
        #expect(amount.bold && amount.foreground == .green && !amount.italic)
        #expect(due.italic && !due.bold)
    }

    @Test func theInnermostStyleWinsAndMarkdownStaysInside() {
        let inner = Sample.host(10, 1) { Text("red").foregroundColor(.red).foregroundColor(.blue) }
        #expect(inner.buffer[0, 0].style.foreground == .red)
        let marked = Sample.host(10, 1) { Text("**a** b").underline() }
        #expect(marked.buffer[0, 0].style.bold && marked.buffer[0, 0].style.underline)
        #expect(!marked.buffer[2, 0].style.bold && marked.buffer[2, 0].style.underline)
    }

    @Test func aFontAndAWeightOnTextAndNilLeavesItAlone() {
        #expect(Sample.host(10, 1) { Text("Title").font(.title) + Text(" x") }.buffer[0, 0].style.bold)
        #expect(Sample.host(10, 1) { Text("light").fontWeight(.light) }.buffer[0, 0].style.dim)
        #expect(Sample.host(10, 1) { Text("plain").font(nil).foregroundColor(nil) }.buffer[0, 0].style == .plain)
    }
}
