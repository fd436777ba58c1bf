import Testing
import TrackingCore

@testable import ViewTree

/// Button styles, as SwiftUI's `ButtonStyle`, `PrimitiveButtonStyle` and `.buttonStyle(_:)`:
/// the built-in looks in cells, custom styles of both kinds, styles flowing down the
/// environment, and a style change running only the buttons.
@Suite @MainActor struct ButtonStyleTests {
    /// A lamp: a cell of room around the label, lit cyan, turning yellow while pressed.
    struct LampStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            let lit: Color = configuration.isPressed ? .yellow : .cyan
            return configuration.label
                .foregroundColor(.black)
                .padding()
                .background(lit)
        }
    }

    /// Whatever style is current, drawn inside a green frame: `Button(configuration)` keeps
    /// the outer style.
    struct GreenFramedStyle: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button(configuration)
                .border(.green)
        }
    }

    @Test func theBuiltInStylesDrawTheLabelAsDocumented() {
        let host = Sample.host(20, 6) {
            VStack(alignment: .leading) {
                Button("Save") {}
                Button("Save") {}.buttonStyle(.bordered)
                Button("Save") {}.buttonStyle(.borderless)
                Button("Save") {}.buttonStyle(.plain)
                Button("Save") {}.buttonStyle(.borderedProminent)
                Button("Delete", role: .destructive) {}.buttonStyle(.borderedProminent)
            }
        }
        let screen = host.buffer
        #expect(screen.lines == ["[ Save ]", "[ Save ]", "Save", "Save", " Save", " Delete"])
        #expect(screen[0, 4].style.background == .blue && screen[1, 4].style.foreground == .white)
        #expect(screen[1, 4].style.bold && screen[5, 4].style.background == .blue)
        #expect(screen[0, 5].style.background == .red, "destructive fills red")
    }

    @Test func borderlessAndProminentTakeTheTintAndDestructiveIsRed() {
        let screen = Sample.host(20, 3) {
            VStack(alignment: .leading) {
                Button("Go") {}.buttonStyle(.borderless)
                Button("Go") {}.buttonStyle(.borderedProminent)
                Button("Drop", role: .destructive) {}
            }
            .tint(.green)
        }.buffer
        #expect(screen[0, 0].style.foreground == .green)
        #expect(screen[1, 1].style.background == .green)
        #expect(screen[2, 2].style.foreground == .red && screen[0, 2].style.foreground == .default)
    }

    @Test func aStyleAppliesToEveryButtonInsideAndTheInnermostWins() {
        let screen = Sample.host(20, 3) {
            VStack(alignment: .leading) {
                Button("a") {}
                HStack { Button("b") {} }.buttonStyle(.bordered)
            }
            .buttonStyle(.plain)
        }.buffer
        #expect(screen.lines == ["a", "[ b ]", ""])
    }

    @Test func aStyledButtonKeepsTheFocusTheKeysAndTheShortcut() {
        let presses = Counter()
        let host = Sample.host(20, 3) {
            Button("Lamp") { presses.count += 1 }
                .keyboardShortcut("l")
                .buttonStyle(LampStyle())
        }
        #expect(host.buffer.lines == ["", " Lamp", ""])
        host.send(.tab)
        host.renderFrame()
        #expect(host.focusedIdentity == "Button")
        #expect(host.buffer[1, 1].style.reverse, "focused: reversed, whatever the style")
        host.send(.enter)
        host.send(.character(" "))
        host.send(.character("l"))
        #expect(presses.count == 3)
    }

    @Test func isPressedShowsForAMomentAndRunsOnlyTheButtonWhoseStyleReadsIt() async {
        // A manual clock: the moment passes when the test says, however slow the machine.
        let host = Sample.host(20, 8, clock: .manual()) {
            VStack(alignment: .leading) {
                Button("Lamp") {}.buttonStyle(LampStyle())
                Button("Plain") {}
            }
        }
        #expect(host.buffer.lines.prefix(4) == ["", " Lamp", "", "[ Plain ]"])
        #expect(host.buffer[1, 1].style.background == .cyan && host.buffer[1, 1].style.foreground == .black)
        host.send(.tab)
        host.renderFrame()
        let styled = host.focusedIdentity
        host.send(.enter)
        #expect(host.renderFrame().evaluatedNodes == [styled], "the style read isPressed")
        #expect(host.buffer[1, 1].style.background == .yellow)
        await host.advance(by: .milliseconds(300))
        #expect(host.buffer[1, 1].style.background == .cyan, "released after a moment")
        host.send(.tab)
        host.renderFrame()
        host.send(.enter)
        #expect(host.renderFrame().evaluatedNodes == [], "the default style does not read isPressed")
    }

    @Test func buttonConfigurationKeepsTheStyleOutsideAndAddsItsOwn() {
        let triggered = Counter()
        let host = Sample.host(20, 4) {
            Button("Lamp") { triggered.count += 1 }
                .buttonStyle(GreenFramedStyle())
                .buttonStyle(.borderedProminent)
        }
        #expect(host.buffer.lines == ["┌──────┐", "│ Lamp │", "└──────┘", ""])
        #expect(host.buffer[0, 0].style.foreground == .green && host.buffer[1, 1].style.background == .blue)
        host.send(.tab)
        host.send(.enter)
        #expect(triggered.count == 1, "the styled button, not the one in its body, acts")
        #expect(host.focusedIdentity == "Button")
    }

    @Test func changingTheStyleRunsTheButtonsAndSettingTheSameOneRunsNone() {
        let model = StyleChoice()
        let host = ViewHost(StyledButtons(choice: model), width: 20, height: 3)
        host.renderFrame()
        #expect(host.buffer.lines == ["[ a ]", "[ b ]", ""])
        model.plain = true
        let change = host.renderFrame()
        #expect(host.buffer.lines == ["a", "b", ""])
        #expect(Set(change.evaluatedNodes) == ["StyledButtons", "Button", "Button[2]"])
        model.unrelated += 1
        #expect(host.renderFrame().evaluatedNodes == ["StyledButtons"], "the same style again")
    }

    @Trackable final class StyleChoice {
        var plain = false
        var unrelated = 0
    }

    struct StyledButtons: View {
        let choice: StyleChoice
        var body: some View {
            let _ = choice.unrelated
            VStack(alignment: .leading) {
                Button("a") {}
                Button("b") {}
            }
            .buttonStyle(SwitchableStyle(plain: choice.plain))
        }
    }

    /// A style with a stored property and no `==`: compared by its bytes.
    struct SwitchableStyle: PrimitiveButtonStyle {
        let plain: Bool
        func makeBody(configuration: Configuration) -> some View {
            if plain {
                PlainButtonStyle().makeBody(configuration: configuration)
            } else {
                BorderedButtonStyle().makeBody(configuration: configuration)
            }
        }
    }

    @Trackable final class Counter {
        var count = 0
    }
}
