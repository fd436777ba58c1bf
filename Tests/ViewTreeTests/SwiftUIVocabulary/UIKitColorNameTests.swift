import Testing

@testable import ViewTree

/// UIKit's colour names in `Color(_:)`, as SwiftUI code on iOS writes them (`Color(.systemGray6)`
/// is a `UIColor` there): each is drawn as the nearest terminal colour, the backgrounds as the
/// terminal's own, `.clear` as `Color.clear`; SwiftUI's own names stay as they were.
@Suite @MainActor struct UIKitColorNameTests {
    func foreground(_ color: Color) -> TerminalColor {
        Sample.host(2, 1) { Text("a").foregroundColor(color) }.buffer[0, 0].style.foreground
    }

    /// The background drawn behind a text in `color`, itself inside a red background.
    func background(_ color: Color) -> TerminalColor {
        Sample.host(2, 1) { Text("a").background(color).background(Color.red) }.buffer[0, 0].style.background
    }

    @Test func theSystemColoursAreSwiftUIsColoursOfTheirNames() {
        #expect(foreground(Color(.systemRed)) == .red)
        #expect(foreground(Color(.systemOrange)) == Color.orange.terminalColor)
        #expect(foreground(Color(.systemYellow)) == .yellow)
        #expect(foreground(Color(.systemGreen)) == .green)
        #expect(foreground(Color(.systemMint)) == Color.mint.terminalColor)
        #expect(foreground(Color(.systemTeal)) == Color.teal.terminalColor)
        #expect(foreground(Color(.systemCyan)) == .cyan)
        #expect(foreground(Color(.systemBlue)) == .blue)
        #expect(foreground(Color(.systemIndigo)) == Color.indigo.terminalColor)
        #expect(foreground(Color(.systemPurple)) == Color.purple.terminalColor)
        #expect(foreground(Color(.systemPink)) == Color.pink.terminalColor)
        #expect(foreground(Color(.systemBrown)) == Color.brown.terminalColor)
        #expect(Color.indigo.terminalColor == .brightBlue, "SwiftUI's indigo, the nearest the terminal has")
    }

    @Test func theGreysAreTheTerminalsGreyWhiteOrItsOwnColour() {
        #expect(foreground(Color(.darkGray)) == .brightBlack)
        #expect(foreground(Color(.gray)) == .brightBlack)
        #expect(foreground(Color(.systemGray)) == .brightBlack)
        #expect(foreground(Color(.systemGray2)) == .brightBlack)
        #expect(foreground(Color(.systemGray3)) == .brightBlack)
        #expect(foreground(Color(.lightGray)) == .white, "the terminal's white, which themes draw light grey")
        #expect(background(Color(.darkGray)) == .brightBlack, "a calculator's dark keys stay grey")
        #expect(background(Color(.systemGray4)) == .default)
        #expect(background(Color(.systemGray5)) == .default)
        #expect(background(Color(.systemGray6)) == .default, "just off the background: the terminal's own")
    }

    @Test func theBackgroundsAreTheTerminalsOwnAndTheLabelsItsText() {
        for color in [
            TerminalColor.systemBackground, .secondarySystemBackground, .tertiarySystemBackground,
            .systemGroupedBackground, .secondarySystemGroupedBackground, .tertiarySystemGroupedBackground,
        ] {
            #expect(background(Color(color)) == .default, "\(color) is not black but the terminal's background")
        }
        #expect(foreground(Color(.label)) == .default)
        #expect(foreground(Color(.secondaryLabel)) == Color.secondary.terminalColor)
        #expect(foreground(Color(.tertiaryLabel)) == .brightBlack)
        #expect(foreground(Color(.quaternaryLabel)) == .brightBlack)
        #expect(foreground(Color(.placeholderText)) == .brightBlack)
        #expect(foreground(Color(.separator)) == .brightBlack)
        #expect(foreground(Color(.opaqueSeparator)) == .brightBlack)
        #expect(foreground(Color(.link)) == .blue)
        #expect(foreground(Color(.tintColor)) == Color.accentColor.terminalColor)
    }

    @Test func clearIsSeeThroughAsColorClear() {
        #expect(Color(.clear) == Color.clear)
        #expect(background(Color(.clear)) == .red, "what is behind shows")
        let text = Sample.host(2, 1) { Text("a").foregroundColor(Color(.clear)) }.buffer[0, 0].style
        #expect(text.dim, "text in it is faint, as in Color.clear")
    }

    @Test func swiftUIsNamesInColorStayAsTheyWere() {
        #expect(Color(.red) == Color.red)
        #expect(Color(.white) == Color.white)
        #expect(Color(.black) == Color.black)
        #expect(Color(.blue) == Color.blue)
        #expect(Color(.gray) == Color.gray)
        #expect(Color(.orange) == Color.orange && Color.orange.terminalColor == .yellow)
        #expect(Color(.purple) == Color.purple && Color.purple.terminalColor == .magenta)
        #expect(Color(.brown) == Color.brown)
        #expect(Color(.primary) == Color.primary, "a name only Color has is Color's")
        #expect(Color(.accentColor) == Color.accentColor)
        #expect(foreground(.red) == .red)
        let styled = Sample.host(2, 1) { Text("a").foregroundStyle(.red) }
        #expect(styled.buffer[0, 0].style.foreground == .red)
    }

    @Test func uiColorAndNSColorTakeTheSameNames() {
        #expect(Color(uiColor: .systemGray6) == Color(.systemGray6))
        #expect(Color(uiColor: .darkGray).terminalColor == .brightBlack)
        #expect(Color(uiColor: .systemBackground).terminalColor == .default)
        #expect(Color(nsColor: .systemRed).terminalColor == .red)
        #expect(Color(nsColor: .lightGray).terminalColor == .white)
    }
}
