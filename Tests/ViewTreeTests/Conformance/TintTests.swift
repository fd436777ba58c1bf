import Testing

@testable import ViewTree

/// `.tint`: the colour controls mark what is on or chosen with, as SwiftUI's tint.
@Suite @MainActor struct TintTests {
    @Test func aTintColoursTheMarksOfTogglesPickersAndProgressBars() {
        let host = Sample.host(30, 4) {
            VStack(alignment: .leading) {
                Toggle("on", isOn: .constant(true))
                Toggle("off", isOn: .constant(false))
                Picker("P", selection: .constant(2)) {
                    Text("a").tag(1)
                    Text("b").tag(2)
                }
                ProgressView(value: 0.5)
            }
            .tint(.green)
        }
        let screen = host.buffer
        #expect(screen.lines == ["[x] on", "[ ] off", "P  ( ) a  (•) b", "[█████░░░░░] 50%"])
        #expect(screen[1, 0].style.foreground == .green && screen[4, 0].style.foreground == .default)
        #expect(screen[1, 1].style.foreground == .default, "an unchecked box is not marked")
        #expect(screen[3, 2].style.foreground == .default && screen[11, 2].style.foreground == .green)
        #expect(screen[1, 3].style.foreground == .green && screen[7, 3].style.foreground == .default)
    }

    @Test func withoutATintMarksAreTheTextColour() {
        let screen = Sample.host(20, 1) { Toggle("on", isOn: .constant(true)) }.buffer
        #expect(screen[1, 0].style.foreground == .default)
    }
}
