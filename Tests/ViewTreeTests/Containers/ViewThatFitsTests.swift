import Testing
import TrackingCore

@testable import ViewTree

/// `ViewThatFits`, as SwiftUI's: the first view whose ideal size fits shows, else the last;
/// the others neither show nor take the focus.
@Suite @MainActor struct ViewThatFitsTests {
    @Trackable final class Taps {
        var log: [String] = []
    }

    struct Delivery: View {
        let taps: Taps
        var body: some View {
            ViewThatFits(in: .horizontal) {
                HStack {
                    Text("Delivered at 10:42 to the front door")
                    Button("Details") { taps.log.append("wide") }
                }
                VStack(alignment: .leading) {
                    Text("Delivered 10:42")
                    Button("Details") { taps.log.append("narrow") }
                }
                Text("Delivered")
            }
        }
    }

    @Test func theFirstViewThatFitsShowsAndOnlyItTakesTheFocus() {
        let taps = Taps()
        let wide = ViewHost(Delivery(taps: taps), width: 60, height: 4)
        wide.renderFrame()
        #expect(wide.buffer.lines.first == "Delivered at 10:42 to the front door [ Details ]")
        wide.send(.tab)
        wide.send(.enter)
        #expect(taps.log == ["wide"])

        let narrow = ViewHost(Delivery(taps: taps), width: 20, height: 4)
        narrow.renderFrame()
        #expect(Array(narrow.buffer.lines.prefix(2)) == ["Delivered 10:42", "[ Details ]"])
        narrow.send(.tab)
        narrow.send(.enter)
        narrow.send(.tab)
        narrow.send(.enter)
        #expect(taps.log == ["wide", "narrow", "narrow"], "the hidden button never takes the focus")

        let none = Sample.lines(9, 2) { Delivery(taps: taps) }
        #expect(none == ["Delivered", ""], "none fits: the last")
    }

    @Test func aResizeChoosesAgain() {
        let host = ViewHost(Delivery(taps: Taps()), width: 60, height: 4)
        host.renderFrame()
        host.resize(width: 18, height: 4)
        host.renderFrame()
        #expect(host.buffer.lines.first == "Delivered 10:42")
        host.resize(width: 60, height: 4)
        host.renderFrame()
        #expect(host.buffer.lines.first == "Delivered at 10:42 to the front door [ Details ]")
    }
}
