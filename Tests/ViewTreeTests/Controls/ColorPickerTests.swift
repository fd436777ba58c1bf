import Testing
import TrackingCore
import ViewTreeTesting

@testable import ViewTree

/// `ColorPicker`: the label and a swatch of the colour; its list holds the colours a terminal
/// names, and choosing one writes the binding.
@Suite @MainActor struct ColorPickerTests {
    @Trackable final class Theme {
        var tint = Color.red
    }

    struct Settings: View {
        @Bindable var theme: Theme
        var supportsOpacity = true

        var body: some View {
            VStack(alignment: .leading) {
                ColorPicker("Tint", selection: $theme.tint, supportsOpacity: supportsOpacity)
                Text("below")
            }
        }
    }

    @Test func itShowsTheLabelAndASwatchOfTheColour() {
        let theme = Theme()
        let tester = ViewTester(Settings(theme: theme), width: 30, height: 20)
        #expect(tester.lines[0] == "Tint [ ██ ▾ ]")
        #expect(tester.cell(x: 7, y: 0).style.foreground == .red)
        theme.tint = Color(red: 0.1, green: 0.1, blue: 0.8)
        tester.host.renderFrame()
        #expect(tester.cell(x: 7, y: 0).style.foreground == .rgb(26, 26, 204), "drawn as it is")
        let spellings = Sample.lines(30, 3) {
            ColorPicker(selection: .constant(Color.blue)) { Text("Ink") }
            ColorPicker(String("Pen"), selection: .constant(Color.blue), supportsOpacity: false)
            ColorPicker("**Nib**", selection: .constant(Color.blue)).labelsHidden()
        }
        #expect(spellings == ["Ink [ ██ ▾ ]", "Pen [ ██ ▾ ]", "[ ██ ▾ ]"])
    }

    @Test func returnOpensTheListAtTheColourAndReturnChoosesAnother() {
        let theme = Theme()
        let tester = ViewTester(Settings(theme: theme), width: 30, height: 20)
        tester.press(.tab, .enter)
        let list = tester.lines
        #expect(list.contains { $0.contains("✓ ██ red") }, "\(list)")
        #expect(list.contains { $0.contains("   ██ purple") } && list.contains { $0.contains("██ indigo") })
        #expect(list.filter { $0.contains("██") }.count == 17, "the swatch and sixteen colours")
        tester.press(.down)
        tester.press(.enter)
        #expect(theme.tint == .green)
        #expect(tester.lines[1] == "below", "the list closed")
        #expect(tester.cell(x: 7, y: 0).style.foreground == .green)
    }

    @Test func escapeClosesTheListAndChangesNothing() {
        let theme = Theme()
        let tester = ViewTester(Settings(theme: theme), width: 30, height: 20)
        try? tester.click(on: "██")
        #expect(tester.lines.contains { $0.contains("✓ ██ red") }, "a click opens it")
        tester.press(.down, .down, .escape)
        #expect(theme.tint == .red && tester.lines[1] == "below")
    }

    @Test func aColourNotListedIsTickedAtItsNearestAndOpacityIsKeptWhenSupported() {
        let theme = Theme()
        theme.tint = Color(red: 0.1, green: 0.1, blue: 0.8).opacity(0.75)
        let tester = ViewTester(Settings(theme: theme), width: 30, height: 20)
        tester.press(.tab, .enter)
        #expect(tester.lines.contains { $0.contains("✓ ██ blue") }, "\(tester.lines)")
        tester.press(.down, .enter)
        #expect(theme.tint == Color.purple.opacity(0.75))
        let opaque = Theme()
        opaque.tint = Color.red.opacity(0.75)
        let other = ViewTester(Settings(theme: opaque, supportsOpacity: false), width: 30, height: 20)
        other.press(.tab, .enter, .down, .enter)
        #expect(opaque.tint == .green && opaque.tint.opacityValue == 1)
    }
}
