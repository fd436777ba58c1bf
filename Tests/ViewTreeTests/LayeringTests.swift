import Testing
import TrackingCore

@testable import ViewTree

/// SwiftUI's layering: a `ZStack` draws its views over each other, centred unless told
/// otherwise and as large as the largest. Text over a colour keeps it.
@Suite @MainActor struct LayeringTests {
    @Test func aZStackCentresItsViewsAndTakesTheLargestSize() {
        let host = ViewHost(
            VStack {
                ZStack {
                    Text("-----")
                    Text("ab")
                }
                Text("next")
            }, width: 10, height: 2)
        host.renderFrame()
        // SwiftUI: a ZStack's alignment defaults to .center; its size is its largest child's.
        #expect(host.buffer.lines == ["-ab--", "next"])
    }

    @Test func aColourUnderTextFillsTheStackAndShowsBehindTheText() {
        let host = ViewHost(
            ZStack(alignment: .topLeading) {
                Color.blue
                Text("hi")
            }, width: 6, height: 2)
        host.renderFrame()
        #expect(host.buffer.lines == ["hi", ""])
        #expect((0..<6).allSatisfy { x in (0..<2).allSatisfy { host.buffer[x, $0].style.background == .blue } })
    }

    @Trackable final class Label {
        var text = "one"
    }

    struct Badge: View {
        let label: Label
        var body: some View { Text(label.text) }
    }

    @Test func aChangeInsideALayerIsDrawnWithTheLayersAroundIt() {
        let label = Label()
        struct Card: View {
            let label: Label
            var body: some View {
                ZStack(alignment: .topLeading) {
                    Color.green
                    Badge(label: label)
                }
                .frame(width: 8, height: 2)
            }
        }
        let host = ViewHost(Card(label: label), width: 10, height: 2)
        host.renderFrame()
        label.text = "two"  // the same size: only the badge would be drawn again
        let frame = host.renderFrame()
        #expect(frame.evaluatedNodes == ["Badge"], "only the badge ran")
        let fresh = ViewHost(Card(label: label), width: 10, height: 2)
        fresh.renderFrame()
        #expect(host.buffer.firstDifference(from: fresh.buffer) == nil)
        #expect(host.buffer[0, 0].style.background == .green, "the text keeps the colour under it")
    }
}
