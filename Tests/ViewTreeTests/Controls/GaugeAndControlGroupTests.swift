import Testing

@testable import ViewTree

/// `Gauge` as a bar between its range's labels, and `ControlGroup` as a row of controls, as
/// the closest terminal rendering of SwiftUI's.
@Suite @MainActor struct GaugeAndControlGroupTests {
    @Test func aGaugeFillsItsBarAsFarAsTheValueGoesWithinItsRange() {
        let lines = Sample.lines(40, 3) {
            VStack(alignment: .leading) {
                Gauge(value: 60, in: 0...100) {
                    Text("Battery")
                } currentValueLabel: {
                    Text("60")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("100")
                }
                Gauge(value: 0.25) { Text("Disk") }.gaugeStyle(.accessoryCircular)
                Gauge(value: 7.0, in: 2...4) { Text("Over") }
            }
        }
        #expect(lines == ["Battery 0 [██████░░░░] 100 60", "Disk [███░░░░░░░]", "Over [██████████]"])
    }

    @Test func aControlGroupIsARowOfItsControlsAfterItsLabel() {
        var presses: [String] = []
        let host = Sample.host(40, 1) {
            ControlGroup {
                Button("Bold") { presses.append("bold") }
                Button("Italic") { presses.append("italic") }
            } label: {
                Text("Style")
            }
            .controlGroupStyle(.navigation)
        }
        #expect(host.buffer.lines == ["Style [ Bold ] [ Italic ]"])
        host.send(.tab)
        host.send(.tab)
        host.send(.enter)
        #expect(presses == ["italic"])
    }
}
