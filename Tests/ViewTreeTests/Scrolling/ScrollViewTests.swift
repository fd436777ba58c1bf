import Testing
import TrackingCore

@testable import ViewTree

/// A scroll view shows a window of taller content: keys and the wheel move it, the focus
/// pulls it along, and nothing drawn inside leaks out of it.
@Suite @MainActor struct ScrollViewTests {
    @Trackable final class Model {
        var names = (0..<30).map { "line \($0)" }
        var pressed: [Int] = []
    }

    struct Screen: View {
        let model: Model
        var body: some View {
            VStack(alignment: .leading) {
                Text("header")
                ScrollView {
                    VStack(alignment: .leading) {
                        ForEach(model.names.indices, id: \.self) { index in
                            if index % 10 == 9 {
                                Button(model.names[index]) { model.pressed.append(index) }
                            } else {
                                Text(model.names[index])
                            }
                        }
                    }
                }
                .frame(height: 5)
                Text("footer")
            }
        }
    }

    @Test func pageKeysAndTheWheelMoveTheWindow() {
        let model = Model()
        let host = ViewHost(Screen(model: model), width: 20, height: 7)
        host.renderFrame()
        #expect(host.buffer.lines == ["header", "line 0", "line 1", "line 2", "line 3", "line 4", "footer"])
        host.send(.tab)  // the scroll view itself
        host.send(.pageDown)
        host.renderFrame()
        #expect(host.buffer.lines[1] == "line 4")
        host.send(.down)
        host.renderFrame()
        #expect(host.buffer.lines[1] == "line 5")
        host.send(.up)
        #expect(host.buffer.lines[6] == "footer", "nothing leaks out of the window")
        host.send(.mouse(MouseEvent(.wheelDown, x: 1, y: 3)))
        host.renderFrame()
        #expect(host.buffer.lines[1] == "line 7")
        host.send(.end)
        host.renderFrame()
        #expect(host.buffer.lines.suffix(2) == ["[ line 29 ]", "footer"])
        host.send(.home)
        host.renderFrame()
        #expect(host.buffer.lines[1] == "line 0")
    }

    @Test func theFocusPullsTheWindowAlongAndClicksHitOnlyWhatShows() {
        let model = Model()
        let host = ViewHost(Screen(model: model), width: 20, height: 7)
        host.renderFrame()
        host.send(.tab)  // the scroll view
        host.send(.tab)  // line 9, out of sight
        host.renderFrame()
        #expect(host.buffer.lines.contains("[ line 9 ]"))
        #expect(host.buffer.lines.first == "header" && host.buffer.lines.last == "footer")
        host.send(.tab)
        host.send(.tab)
        host.renderFrame()
        #expect(host.buffer.lines[5] == "[ line 29 ]")
        host.send(.enter)
        #expect(model.pressed == [29])
        // line 9's button is scrolled away, above the window, where the header is: a click
        // there reaches the header, not the hidden button.
        #expect(host.send(.mouse(MouseEvent(.click, x: 2, y: 0))) == .ignored)
        #expect(model.pressed == [29])
    }

    @Test func aChangeInsideRedrawsTheWindowOnly() {
        let model = Model()
        let host = ViewHost(Screen(model: model), width: 20, height: 7)
        host.renderFrame()
        host.send(.tab)
        host.send(.pageDown)
        host.renderFrame()
        model.names[5] = "changed"
        let frame = host.renderFrame()
        #expect(host.buffer.lines[2] == "changed")
        #expect(frame.damage.map { $0.y >= 1 && $0.y + $0.height <= 6 } == true)
    }
}
