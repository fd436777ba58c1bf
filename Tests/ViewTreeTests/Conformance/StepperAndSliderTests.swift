import Testing
import TrackingCore

@testable import ViewTree

/// `Stepper` and `Slider`, as SwiftUI's: a value changed by a step within bounds, by keys and
/// clicks, the view that shows the value running, and nothing else.
@Suite @MainActor struct StepperAndSliderTests {
    @Trackable final class Order {
        var quantity = 0
        var speed = 50.0
    }

    /// Apple's `Stepper` sample: the title shows the value.
    struct QuantityView: View {
        @Bindable var order: Order
        var body: some View {
            Stepper("Quantity: \(order.quantity)", value: $order.quantity, in: 0...3)
        }
    }

    @Test func aStepperStepsWithinItsBoundsByKeysAndClicks() {
        let order = Order()
        let host = ViewHost(QuantityView(order: order), width: 30, height: 1)
        host.renderFrame()
        #expect(host.buffer.lines == ["Quantity: 0 [-|+]"])
        #expect(host.buffer[13, 0].style.dim && !host.buffer[15, 0].style.dim, "at the lower bound, - is dimmed")
        host.send(.tab)
        #expect(host.send(.right) == .handled)
        host.send(.character("+"))
        #expect(order.quantity == 2)
        host.send(.left)
        #expect(order.quantity == 1)
        host.send(.mouse(MouseEvent(.click, x: 15, y: 0)))
        host.send(.mouse(MouseEvent(.click, x: 15, y: 0)))
        #expect(order.quantity == 3, "a click on + steps")
        host.send(.right)
        #expect(order.quantity == 3, "kept at the upper bound")
        let frame = host.renderFrame()
        #expect(Set(frame.evaluatedNodes) == ["QuantityView", "Stepper", "StepperSide", "StepperSide[2]"])
        #expect(host.buffer.lines == ["Quantity: 3 [-|+]"])
        #expect(host.buffer[15, 0].style.dim && !host.buffer[13, 0].style.dim)
        host.send(.mouse(MouseEvent(.click, x: 13, y: 0)))
        #expect(order.quantity == 2, "a click on - steps down")
    }

    @Test func aStepperWithActionsRunsThemAndADisabledOneDoesNot() {
        let order = Order()
        let host = ViewHost(
            VStack {
                Stepper("Colour", onIncrement: { order.quantity += 10 }, onDecrement: { order.quantity -= 1 })
                Stepper("Off", onIncrement: { order.quantity += 100 }, onDecrement: nil).disabled(true)
            }, width: 20, height: 2)
        host.renderFrame()
        host.send(.tab)
        host.send(.right)
        host.send(.left)
        #expect(order.quantity == 9)
        host.send(.tab)
        #expect(host.focusedIdentity == "Stepper", "Tab skips the disabled stepper")
        host.send(.mouse(MouseEvent(.click, x: 7, y: 1)))
        #expect(order.quantity == 9, "a click on the disabled stepper's + does nothing")
    }

    struct SpeedView: View {
        @Bindable var order: Order
        var body: some View {
            VStack(alignment: .leading) {
                Slider(value: $order.speed, in: 0...100, step: 10) {
                    Text("Speed")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("100")
                }
                Text("\(Int(order.speed))")
            }
        }
    }

    @Test func aSliderFillsItsWidthAndMovesByItsStep() {
        let order = Order()
        let host = ViewHost(SpeedView(order: order), width: 30, height: 2)
        host.renderFrame()
        // Speed(5) 0(1) 100(3) and three spaces leave 18 cells of track; the knob at 50% sits
        // in its middle, on cell 9 of 0...17 (8.5 rounded away from zero).
        #expect(host.buffer.lines[0] == "Speed 0 ━━━━━━━━━●──────── 100")
        host.send(.tab)
        host.send(.right)
        #expect(order.speed == 60)
        host.send(.end)
        #expect(order.speed == 100)
        host.send(.home)
        host.send(.left)
        #expect(order.speed == 0, "kept at the lower bound")
        host.renderFrame()
        #expect(host.buffer.lines == ["Speed 0 ●───────────────── 100", "0"])
        host.send(.mouse(MouseEvent(.click, x: 25, y: 0)))
        #expect(order.speed == 100, "a click at the end of the track")
        host.send(.mouse(MouseEvent(.click, x: 12, y: 0)))
        #expect(order.speed == 20, "a click at a quarter: 4/17 of 100, on the nearest step")
    }

    @Test func aSliderWithoutStepMovesByATwentiethAndTakesTheTint() {
        let level = Order()
        level.speed = 0.5
        let host = ViewHost(Slider(value: Bindable(level).speed).tint(.green).frame(width: 11), width: 11, height: 1)
        host.renderFrame()
        #expect(host.buffer.lines == ["━━━━━●─────"])
        #expect(host.buffer[0, 0].style.foreground == .green)
        host.send(.tab)
        host.send(.right)
        #expect(abs(level.speed - 0.55) < 1e-9)
    }

    @Test func eachStepIsOneEditForOnEditingChanged() {
        let order = Order()
        var edits: [Bool] = []
        let host = ViewHost(
            VStack {
                Stepper(value: Bindable(order).quantity, in: 0...5, onEditingChanged: { edits.append($0) }) {
                    Text("Q")
                }
                Slider(value: Bindable(order).speed, in: 0...100, onEditingChanged: { edits.append($0) })
            }, width: 20, height: 2)
        host.renderFrame()
        host.send(.tab)
        host.send(.right)
        #expect(edits == [true, false] && order.quantity == 1)
        host.send(.left)
        host.send(.left)
        #expect(edits == [true, false, true, false], "no edit past the lower bound")
        host.send(.tab)
        host.send(.right)
        #expect(edits.suffix(2) == [true, false] && order.speed == 55)
    }
}
