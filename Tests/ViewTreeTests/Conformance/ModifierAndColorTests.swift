import Testing
import TrackingCore

@testable import ViewTree

/// SwiftUI's `ViewModifier` and `Color`: a modifier of one's own is a view with a body that
/// runs alone, with state of its own; a colour fills its frame, and styles text, backgrounds
/// and borders.
@Suite @MainActor struct ModifierAndColorTests {
    /// A price tag: two cells of room each side, a green frame, green text.
    struct PriceTag: ViewModifier {
        func body(content: Content) -> some View {
            content
                .foregroundColor(Color.green)
                .padding(.horizontal, 2)
                .border(Color.green)
        }
    }

    struct Shelf: View {
        var body: some View {
            VStack {
                Text("Fresh Bread").modifier(PriceTag())
                Text("daily")
            }
        }
    }

    @Test func aModifierOfOnesOwnDrawsWhatItsBodyMakes() {
        let host = ViewHost(Shelf(), width: 20, height: 4)
        let frame = host.renderFrame()
        // The VStack centres "daily" (5) under the 17 columns of the tag: 6 cells in, as
        // SwiftUI does.
        #expect(host.buffer.lines == ["┌───────────────┐", "│  Fresh Bread  │", "└───────────────┘", "      daily"])
        #expect(host.buffer[3, 1].style.foreground == .green)
        #expect(host.buffer[0, 0].style.foreground == .green, "the border in the modifier's colour")
        #expect(host.buffer[6, 3].style.foreground == .default)
        #expect(frame.evaluatedNodes.contains("PriceTag"), "the inspector names it after the modifier")
    }

    struct TapCounted: ViewModifier {
        @State private var taps = 0

        func body(content: Content) -> some View {
            HStack(spacing: 1) {
                content
                Button("taps \(taps)") { taps += 1 }
            }
        }
    }

    @Trackable final class Title {
        var text = "a"
    }

    struct CountedRow: View {
        let title: Title

        var body: some View {
            VStack {
                Text(title.text).modifier(TapCounted())
                Text("below")
            }
        }
    }

    @Test func aModifiersStateRunsItsBodyAloneAndSurvivesItsParent() {
        let title = Title()
        let host = ViewHost(CountedRow(title: title), width: 20, height: 2)
        host.renderFrame()
        host.send(.tab)
        host.send(.enter)
        host.send(.enter)
        let frame = host.renderFrame()
        #expect(host.buffer.lines[0] == "a [ taps 2 ]")
        #expect(frame.evaluatedNodes == ["TapCounted", "Button"], "the modifier and its button, not the row")
        title.text = "b"
        host.renderFrame()
        #expect(host.buffer.lines[0] == "b [ taps 2 ]", "the count survived the row's new run")
    }

    @Test func aColorFillsItsFrameAndColoursTextBackgroundsAndBorders() {
        struct Swatches: View {
            var body: some View {
                VStack(alignment: .leading) {
                    HStack(spacing: 1) {
                        Text("red")
                        Color.red.frame(width: 3, height: 1)
                    }
                    Text("on blue").background(Color.blue)
                    Text("green").foregroundStyle(Color.green)
                    Color(red: 1, green: 0.5, blue: 0).frame(width: 2, height: 1)
                }
            }
        }
        let host = ViewHost(Swatches(), width: 10, height: 4)
        host.renderFrame()
        #expect(host.buffer.lines[0] == "red")
        #expect((4..<7).allSatisfy { host.buffer[$0, 0].style.background == .red })
        #expect(host.buffer[7, 0].style.background == .default)
        #expect(host.buffer[0, 1].style.background == .blue && host.buffer[6, 1].style.background == .blue)
        #expect(host.buffer[0, 2].style.foreground == .green)
        // Orange is kept as it is for a terminal of 24-bit colour; with 256 colours it is the
        // palette's 208 (255, 135, 0); with 16, yellow.
        #expect(host.buffer[0, 3].style.background == .rgb(255, 128, 0))
        #expect(TerminalColor.rgb(255, 128, 0).paletteColor == .indexed(208))
        #expect(TerminalColor.rgb(255, 128, 0).sixteenColor == .yellow)
    }

    @Test func anRGBColourIsThePalettesNearestEntryCubeOrGrey() {
        // xterm's 256 colours: 16 + 36r + 6g + b over the levels 0, 95, 135, 175, 215, 255;
        // greys 8 + 10k from 232.
        #expect(Color(red: 1, green: 0, blue: 0).terminalColor.paletteColor == .indexed(196))
        #expect(Color(red: 0, green: 0.37, blue: 1).terminalColor.paletteColor == .indexed(27))
        #expect(Color(red: 0.5, green: 0.5, blue: 0.5).terminalColor.paletteColor == .indexed(244))
        #expect(Color(red: 0, green: 0, blue: 0).terminalColor.paletteColor == .indexed(16))
        #expect(Color(red: 0, green: 0.37, blue: 1).terminalColor == .rgb(0, 94, 255))
        // On 16 colours: the nearest named one; the first 16 entries are the named ones.
        #expect(TerminalColor.indexed(196).sixteenColor == .brightRed)
        #expect(TerminalColor.indexed(244).sixteenColor == .brightBlack)
        #expect(TerminalColor.indexed(4).sixteenColor == .blue)
        #expect(TerminalColor.green.sixteenColor == .green)
    }

    @Test func semanticColoursAreTheTerminalsOwn() {
        // SwiftUI's .primary is the text colour, .secondary a dimmer one, .accentColor the
        // controls' accent: the terminal's default, its grey and its blue.
        let host = Sample.host(10, 3) {
            VStack(alignment: .leading) {
                Text("primary").foregroundStyle(Color.primary)
                Text("secondary").foregroundStyle(.secondary)
                Text("accent").foregroundStyle(Color.accentColor)
            }
        }
        #expect(host.buffer[0, 0].style.foreground == .default)
        #expect(host.buffer[0, 1].style.foreground == .brightBlack)
        #expect(host.buffer[0, 2].style.foreground == .blue)
    }

    @Test func aColorTakesAllTheSpaceOffered() {
        let host = ViewHost(
            VStack {
                Text("top"); Color.cyan
            }, width: 6, height: 3)
        host.renderFrame()
        #expect((0..<6).allSatisfy { x in (1..<3).allSatisfy { host.buffer[x, $0].style.background == .cyan } })
    }
}
