import Testing
import TrackingCore

@testable import ViewTree

/// `.scrollDisabled(_:)`, as SwiftUI's: through the environment to every scroll view inside,
/// which the user no longer scrolls; the app still does, and the focus still brings a control
/// into sight.
@Suite @MainActor struct ScrollDisabledTests {
    @Trackable final class Flags {
        var disabled = true
        var pressed = 0
    }

    struct Lines: View {
        let flags: Flags
        var body: some View {
            ScrollViewReader { proxy in
                VStack(alignment: .leading) {
                    ScrollView {
                        VStack(alignment: .leading) {
                            ForEach(0..<12, id: \.self) { Text("line \($0)").id($0) }
                            Button("last") { flags.pressed += 1 }
                        }
                    }
                    .frame(height: 3)
                    .scrollDisabled(flags.disabled)
                    Button("to 6") { proxy.scrollTo(6, anchor: .top) }
                }
            }
        }
    }

    @Test func theUserDoesNotScrollItButTheAppAndTheFocusDo() {
        let flags = Flags()
        let host = ViewHost(Lines(flags: flags), width: 16, height: 4)
        host.renderFrame()
        host.send(.pageDown)
        host.send(.mouse(MouseEvent(.wheelDown, x: 1, y: 1)))
        host.renderFrame()
        #expect(host.buffer.lines.prefix(3) == ["line 0", "line 1", "line 2"], "neither keys nor the wheel scroll it")
        host.send(.tab)  // not the scroll view itself: the button inside, out of sight
        host.renderFrame()
        #expect(host.buffer.lines[2] == "[ last ]", "the focus brings it into sight")
        host.send(.enter)
        #expect(flags.pressed == 1)
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(host.buffer.lines[0] == "line 6", "the app scrolls it")
    }

    @Test func enabledAgainItScrollsAsBefore() {
        let flags = Flags()
        let host = ViewHost(Lines(flags: flags), width: 16, height: 4)
        host.renderFrame()
        flags.disabled = false
        host.renderFrame()
        host.send(.tab)  // the scroll view itself
        host.send(.pageDown)
        host.renderFrame()
        #expect(host.buffer.lines[0] == "line 2")
    }

    struct LazyLines: View {
        var body: some View {
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(0..<1000, id: \.self) { Text("row \($0)") }
                }
            }
            .scrollDisabled(true)
        }
    }

    @Test func aLazyStackInADisabledScrollViewStaysPut() {
        let host = ViewHost(LazyLines(), width: 16, height: 3)
        host.renderFrame()
        host.send(.tab)
        host.send(.pageDown)
        host.send(.mouse(MouseEvent(.wheelDown, x: 1, y: 1)))
        host.renderFrame()
        #expect(host.buffer.lines == ["row 0", "row 1", "row 2"])
    }
}
