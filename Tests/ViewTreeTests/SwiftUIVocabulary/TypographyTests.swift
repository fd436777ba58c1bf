import Testing

@testable import ViewTree

/// What SwiftUI code sets about type that a terminal cannot change compiles and leaves the
/// text as it is; what it can keep (emphasis, the line) it keeps.
@Suite @MainActor struct TypographyTests {
    static func plain() -> some View {
        VStack(alignment: .leading) {
            Text("Total")
            Text("12.50")
        }
    }

    @Test func spacingSizeAndFaceChangeNothing() {
        let host = Sample.host(12, 2) {
            Self.plain()
                .lineSpacing(6).kerning(1.5).tracking(2).baselineOffset(3)
                .minimumScaleFactor(0.5).allowsTightening(true).dynamicTypeSize(.xxLarge)
                .fontDesign(.rounded).fontWidth(.condensed)
                .font(.custom("Avenir", size: 17).width(.expanded).leading(.tight))
        }
        #expect(host.buffer.lines == Sample.lines(12, 2) { Self.plain() })
        #expect(host.buffer[0, 0].style == CellStyle.plain, "a custom font is body text")
    }

    @Test func smallCapitalsLeaveTheLettersAndKeepTheEmphasis() {
        let lines = Sample.lines(12, 3) {
            VStack(alignment: .leading) {
                Text("Score").font(.body.smallCaps())
                Text("Score").font(.body.lowercaseSmallCaps())
                Text("NASA").font(.body.uppercaseSmallCaps())
            }
        }
        #expect(lines == ["Score", "Score", "NASA"])
        #expect(Sample.host(8, 1) { Text("Title").font(.title.smallCaps()) }.buffer[0, 0].style.bold)
    }

    @Test func aCustomFontRelativeToATextStyleKeepsItsEmphasis() {
        #expect(
            Sample.host(8, 1) { Text("Title").font(.custom("Georgia", size: 28, relativeTo: .title)) }.buffer[0, 0]
                .style.bold)
        #expect(
            Sample.host(8, 1) { Text("note").font(.custom("Georgia", fixedSize: 9)) }.buffer[0, 0].style.bold == false)
    }

    @Test func aColouredOrPatternedLineIsOneLineInTheTextsColour() {
        let underlined = Sample.host(8, 1) { Text("link").underline(true, pattern: .dash, color: .blue) }
        #expect(underlined.buffer[0, 0].style.underline && underlined.buffer[0, 0].style.foreground == .default)
        let struck = Sample.host(8, 1) { Text("old").strikethrough(pattern: .dot, color: .red) }
        #expect(struck.buffer.lines == Sample.lines(8, 1) { Text("old").strikethrough() })
    }

    struct Badge: View {
        @ScaledMetric private var width = 6.0
        @ScaledMetric(relativeTo: .caption) private var height = 1.0
        var body: some View {
            Text("x").frame(width: width, height: height, alignment: .trailing)
        }
    }

    @Test func aScaledMetricKeepsItsValue() {
        #expect(Sample.lines(8, 1) { Badge() } == ["     x"])
    }
}
