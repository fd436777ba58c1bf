import Testing
import TrackingCore

@testable import ViewTree

/// Keys in the tree: the focused view's handlers first, then outwards; Tab and Shift-Tab move
/// the focus in reading order; controls run their actions; every change runs only the bodies
/// that read it.
@Suite @MainActor struct FocusAndKeyTests {
    @Trackable final class Presses {
        var log: [String] = []
        var enabled = false
    }

    /// Three buttons in a column, a toggle under them, and handlers around both.
    struct Panel: View {
        let presses: Presses
        var body: some View {
            VStack(alignment: .leading) {
                VStack(alignment: .leading) {
                    ForEach(["a", "b", "c"], id: \.self) { name in
                        Button(name) { presses.log.append(name) }
                    }
                }
                .onKeyPress("x") {
                    presses.log.append("x in buttons")
                    return .handled
                }
                Toggle("enabled", isOn: Bindable(presses).enabled)
                    .onKeyPress("x") {
                        presses.log.append("x at toggle")
                        return .handled
                    }
            }
            .onKeyPress { press in
                presses.log.append("root \(press.characters)")
                return press.key == "y" ? .handled : .ignored
            }
        }
    }

    @Test func tabMovesTheFocusInReadingOrderAndRunsOnlyTheTwoControls() {
        let host = ViewHost(Panel(presses: Presses()), width: 20, height: 5)
        host.renderFrame()
        #expect(host.buffer.lines.prefix(4) == ["[ a ]", "[ b ]", "[ c ]", "[ ] enabled"])
        #expect(host.send(.tab) == .handled)
        #expect(host.focusedIdentity == "Button#a")
        #expect(host.renderFrame().evaluatedNodes == ["Button#a"])
        #expect(host.buffer[0, 0].style.reverse && !host.buffer[0, 1].style.reverse)
        host.send(.tab)
        let move = host.renderFrame()
        #expect(Set(move.evaluatedNodes) == ["Button#a", "Button#b"])
        #expect(move.evaluations.allSatisfy { $0.cause.description == "@State isFocused" })
        host.send(.tab)
        host.send(.tab)
        #expect(host.focusedIdentity == "Toggle")
        host.send(.tab)
        #expect(host.focusedIdentity == "Button#a", "Tab wraps around")
        host.send(.backTab)
        #expect(host.focusedIdentity == "Toggle")
        // Arrows no view used move the focus as well.
        host.send(.up)
        #expect(host.focusedIdentity == "Button#c")
        host.send(.right)
        #expect(host.focusedIdentity == "Toggle")
    }

    @Test func controlsActOnTheirKeysAndRunNoOtherBody() {
        let presses = Presses()
        let host = ViewHost(Panel(presses: presses), width: 20, height: 5)
        host.renderFrame()
        host.focus("Button#b")
        host.renderFrame()
        #expect(host.send(.enter) == .handled)
        #expect(host.send(.character(" ")) == .handled)
        #expect(presses.log == ["b", "b"])
        #expect(host.renderFrame().evaluatedNodes == [], "no body read the log")
        host.focus("Toggle")
        host.renderFrame()
        host.send(.character(" "))
        #expect(presses.enabled)
        let toggled = host.renderFrame()
        #expect(toggled.evaluatedNodes == ["Toggle"])
        #expect(host.buffer.lines[3] == "[x] enabled")
    }

    @Test func keysBubbleOutFromTheFocusedViewThroughTheHandlersAroundIt() {
        let presses = Presses()
        let host = ViewHost(Panel(presses: presses), width: 20, height: 5)
        host.renderFrame()
        host.focus("Button#c")
        // The handler around the buttons gets x; the one around the toggle does not.
        #expect(host.send(.character("x")) == .handled)
        #expect(presses.log == ["x in buttons"])
        host.focus("Toggle")
        host.send(.character("x"))
        #expect(presses.log.last == "x at toggle")
        // A key nobody inside uses reaches the root's handler, which may still ignore it.
        #expect(host.send(.character("y")) == .handled)
        #expect(host.send(.character("z")) == .ignored)
        #expect(presses.log.suffix(2) == ["root y", "root z"])
    }

    @Test func withNothingFocusedKeysGoToTheRootAndTabFindsTheFirstControl() {
        let presses = Presses()
        let host = ViewHost(Panel(presses: presses), width: 20, height: 5)
        host.renderFrame()
        #expect(host.focusedIdentity == nil)
        #expect(host.send(.character("x")) == .ignored, "x handlers cover only their content")
        #expect(presses.log == ["root x"])
        host.send(.backTab)
        #expect(host.focusedIdentity == "Toggle", "Shift-Tab from nothing goes to the last")
        let plain = ViewHost(Text("no controls"), width: 20, height: 1)
        plain.renderFrame()
        #expect(plain.send(.tab) == .ignored)
    }

    @Test func aFocusableViewGetsItsOwnKeysFirst() {
        struct Row: View {
            let name: String
            let presses: Presses
            var body: some View {
                Text(name)
                    .onKeyPress(.return) {
                        presses.log.append(name)
                        return .handled
                    }
                    .focusable()
            }
        }
        struct Rows: View {
            let presses: Presses
            var body: some View {
                VStack(alignment: .leading) {
                    Row(name: "one", presses: presses)
                    Row(name: "two", presses: presses)
                }
            }
        }
        let presses = Presses()
        let host = ViewHost(Rows(presses: presses), width: 20, height: 2)
        host.renderFrame()
        host.send(.tab)
        host.send(.tab)
        host.send(.enter)
        #expect(presses.log == ["two"])
    }
}
