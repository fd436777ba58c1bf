import Testing
import TrackingCore

@testable import ViewTree

/// A click focuses the control under it and acts as Return would; the wheel moves a list's
/// selection; clicks outside controls do nothing.
@Suite @MainActor struct MouseTests {
    @Trackable final class Model {
        var presses = 0
        var on = false
        var selected: Int?
        var text = ""
    }

    struct Panel: View {
        @Bindable var model: Model
        var body: some View {
            VStack(alignment: .leading) {
                Button("Press") { model.presses += 1 }
                Toggle("On", isOn: $model.on)
                TextField("text", text: $model.text)
                List(Array(0..<20), id: \.self, selection: $model.selected) { row in
                    Text("row \(row)")
                }
            }
        }
    }

    private func click(_ x: Int, _ y: Int) -> Key { .mouse(MouseEvent(.click, x: x, y: y)) }

    @Test func clicksFocusAndActivateControls() {
        let model = Model()
        let host = ViewHost(Panel(model: model), width: 20, height: 8)
        host.renderFrame()
        #expect(host.send(click(2, 0)) == .handled)
        #expect(model.presses == 1 && host.focusedIdentity == "Button")
        host.send(click(0, 1))
        #expect(model.on && host.focusedIdentity == "Toggle")
        host.send(click(1, 2))
        #expect(host.focusedIdentity == "TextField")
        host.send(.character("x"))
        #expect(model.text == "x")
        host.renderFrame()
        host.send(click(3, 4))  // the list's second row
        #expect(model.selected == 1)
        #expect(host.send(click(15, 0)) == .ignored, "beside the button: no control there")
        #expect(model.presses == 1)
    }

    @Test func theWheelMovesTheSelectionOfTheListUnderThePointer() {
        let model = Model()
        let host = ViewHost(Panel(model: model), width: 20, height: 8)
        host.renderFrame()
        let wheelDown = Key.mouse(MouseEvent(.wheelDown, x: 1, y: 4))
        host.send(wheelDown)
        host.send(wheelDown)
        #expect(model.selected == 1)
        host.send(.mouse(MouseEvent(.wheelUp, x: 1, y: 4)))
        #expect(model.selected == 0)
        #expect(host.send(.mouse(MouseEvent(.wheelUp, x: 1, y: 0))) == .ignored, "not over the list")
    }
}
