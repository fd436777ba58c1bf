import Testing
import TrackingCore

@testable import ViewTree

/// Picker styles, as SwiftUI's `.pickerStyle(_:)`: a row, a column, segments and a menu, each
/// choosing with keys and clicks.
@Suite @MainActor struct PickerStyleTests {
    enum Flavor: String, CaseIterable, Identifiable {
        case chocolate, vanilla, strawberry
        var id: Self { self }
    }

    @Trackable final class Order {
        var flavor = Flavor.vanilla
    }

    /// Apple's `Picker` sample: options from a `ForEach` over an enum's cases.
    struct FlavorPicker: View {
        @Bindable var order: Order
        var body: some View {
            Picker("Flavor", selection: $order.flavor) {
                ForEach(Flavor.allCases) { flavor in
                    Text(flavor.rawValue.capitalized)
                }
            }
        }
    }

    @Test func eachStyleLaysOutTheOptionsAsDocumented() {
        let order = Order()
        func screen(_ style: some PickerStyle, height: Int = 1) -> [String] {
            Sample.host(60, height) { FlavorPicker(order: order).pickerStyle(style) }.buffer.lines
        }
        #expect(screen(.automatic) == ["Flavor  ( ) Chocolate  (•) Vanilla  ( ) Strawberry"])
        #expect(screen(.inline, height: 4) == ["Flavor", "( ) Chocolate", "(•) Vanilla", "( ) Strawberry"])
        #expect(screen(.radioGroup, height: 4) == screen(.inline, height: 4))
        #expect(screen(.segmented) == ["Flavor │ Chocolate │ Vanilla │ Strawberry │"])
        #expect(screen(.menu) == ["Flavor [ Vanilla ▾ ]"])
        let segmented = Sample.host(60, 1) { FlavorPicker(order: order).pickerStyle(.segmented) }.buffer
        #expect(segmented[21, 0].style.reverse && !segmented[9, 0].style.reverse, "the chosen segment")
    }

    @Test func aClickOnAnOptionChoosesIt() {
        let order = Order()
        let segments = ViewHost(FlavorPicker(order: order).pickerStyle(.segmented), width: 60, height: 1)
        segments.renderFrame()
        segments.send(.mouse(MouseEvent(.click, x: 33, y: 0)))
        #expect(order.flavor == .strawberry)
        let row = ViewHost(FlavorPicker(order: order), width: 60, height: 1)
        row.renderFrame()
        row.send(.mouse(MouseEvent(.click, x: 12, y: 0)))
        #expect(order.flavor == .chocolate)
    }

    @Test func aColumnStepsWithUpAndDownAndLetsTheFocusGoAtItsEnds() {
        let order = Order()
        let host = ViewHost(
            VStack(alignment: .leading) {
                FlavorPicker(order: order).pickerStyle(.inline)
                Button("Done") {}
            }, width: 30, height: 5)
        host.renderFrame()
        host.send(.tab)
        host.send(.down)
        #expect(order.flavor == .strawberry)
        host.send(.down)
        #expect(order.flavor == .strawberry && host.focusedIdentity == "Button", "past the last, Down moves on")
        host.send(.up)
        host.send(.up)
        #expect(order.flavor == .vanilla)
    }

    @Test func aMenuPickerOpensTheOptionsAndAChoiceClosesIt() {
        let order = Order()
        let host = ViewHost(FlavorPicker(order: order).pickerStyle(.menu), width: 30, height: 6)
        host.renderFrame()
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(
            Array(host.buffer.lines.prefix(5)) == [
                "Flavor [ Vanilla ▾ ]", "       ┌──────────────┐", "       │   Chocolate  │", "       │ ✓ Vanilla    │",
                "       │   Strawberry │",
            ])
        host.send(.down)
        host.send(.down)
        host.send(.enter)
        #expect(order.flavor == .strawberry)
        host.renderFrame()
        #expect(host.buffer.lines == ["Flavor [ Strawberry ▾ ]", "", "", "", "", ""])
    }
}
