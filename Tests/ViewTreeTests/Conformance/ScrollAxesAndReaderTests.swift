import Testing
import TrackingCore

@testable import ViewTree

/// SwiftUI's horizontal and two-axis scroll views, and `ScrollViewReader`'s `scrollTo`.
@Suite @MainActor struct ScrollAxesAndReaderTests {
    @Test func aHorizontalScrollViewShowsAWindowOfAWideRowAndArrowsMoveIt() {
        let host = Sample.host(12, 2) {
            VStack(alignment: .leading) {
                ScrollView(.horizontal) {
                    HStack {
                        ForEach(0..<6, id: \.self) { Text("item\($0)") }
                    }
                }
                .frame(width: 12, height: 1)
                Text("below")
            }
        }
        // The row is laid out at its own width (35 cells), not squeezed into the window.
        #expect(host.buffer.lines == ["item0 item1", "below"])
        host.send(.tab)
        host.send(.right)
        host.send(.right)
        host.renderFrame()
        #expect(host.buffer.lines == ["em0 item1 it", "below"])
        host.send(.end)
        host.renderFrame()
        #expect(host.buffer.lines == [" item4 item5", "below"])
        host.send(.home)
        host.renderFrame()
        #expect(host.buffer.lines[0] == "item0 item1")
    }

    @Test func aTwoAxisScrollViewMovesBothWays() {
        let host = Sample.host(6, 2) {
            ScrollView([.horizontal, .vertical]) {
                VStack(alignment: .leading) {
                    ForEach(0..<5, id: \.self) { row in Text("r\(row) \(row)bcdefgh") }
                }
            }
            .frame(width: 6, height: 2)
        }
        #expect(host.buffer.lines == ["r0 0bc", "r1 1bc"])
        host.send(.tab)
        host.send(.down)
        host.send(.right)
        host.send(.right)
        host.send(.right)
        host.renderFrame()
        #expect(host.buffer.lines == ["1bcdef", "2bcdef"])
        host.send(.pageDown)
        host.renderFrame()
        #expect(host.buffer.lines == ["2bcdef", "3bcdef"])
    }

    /// The stops of a tram line, each 3 rows tall, in a window 7 tall, with two buttons
    /// that scroll to a stop by its name.
    struct TramLine: View {
        static let stops = ["Depot", "Market", "Bridge", "Museum", "Park", "Library", "Harbour", "Castle", "Terminus"]

        var body: some View {
            ScrollViewReader { proxy in
                VStack(alignment: .leading) {
                    HStack {
                        Button("Go to Castle") { proxy.scrollTo("Castle") }
                        Button("Museum on top") { proxy.scrollTo("Museum", anchor: .top) }
                    }
                    ScrollView {
                        ForEach(Self.stops, id: \.self) { stop in
                            Text(stop).frame(height: 3).id(stop)
                        }
                    }
                    .frame(height: 7)
                }
            }
        }
    }

    @Test func scrollToBringsTheViewWithTheIdIntoTheWindow() {
        // Each stop's name is on the middle of its 3 rows: the stop at index n covers the
        // content's rows 3n to 3n + 2.
        let host = ViewHost(TramLine(), width: 40, height: 8)
        host.renderFrame()
        #expect(host.buffer.lines.dropFirst() == ["", "Depot", "", "", "Market", "", ""])
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        // Without an anchor, the least move that shows all of Castle (rows 21 to 23): the
        // window shows rows 17 to 23, Castle at its bottom.
        #expect(host.buffer.lines.dropFirst() == ["", "", "Harbour", "", "", "Castle", ""])
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        // With `.top`, Museum's top (row 9) is the window's top.
        #expect(host.buffer.lines.dropFirst() == ["", "Museum", "", "", "Park", "", ""])
    }

    @Trackable final class Key {
        var value = 1
    }

    @Test func aChangedIdMakesANewViewWithNewState() {
        struct Counter: View {
            @State private var taps = 0
            var body: some View {
                Button("taps \(taps)") { taps += 1 }
            }
        }
        struct Holder: View {
            let key: Key
            var body: some View { Counter().id(key.value) }
        }
        let key = Key()
        let host = ViewHost(Holder(key: key), width: 12, height: 1)
        host.renderFrame()
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(host.buffer.lines == ["[ taps 1 ]"])
        key.value = 2
        host.renderFrame()
        #expect(host.buffer.lines == ["[ taps 0 ]"])
    }

    /// A reader over a lazy stack of 100,000 rows, only the rows that show made.
    struct Ledger: View {
        var body: some View {
            ScrollViewReader { proxy in
                VStack(alignment: .leading) {
                    HStack {
                        Button("End") { proxy.scrollTo(99_999, anchor: .bottom) }
                        Button("Top 500") { proxy.scrollTo(500, anchor: .top) }
                        Button("Show 3") { proxy.scrollTo(3) }
                    }
                    ScrollView {
                        LazyVStack(alignment: .leading) {
                            ForEach(0..<100_000, id: \.self) { Text("row \($0)") }
                        }
                    }
                    .frame(height: 4)
                }
            }
        }
    }

    @Test func scrollToReachesIntoALazyStackByTheIdsAlone() {
        let host = ViewHost(Ledger(), width: 40, height: 5)
        host.renderFrame()
        #expect(Array(host.buffer.lines.dropFirst()) == ["row 0", "row 1", "row 2", "row 3"])
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(Array(host.buffer.lines.dropFirst()) == ["row 99996", "row 99997", "row 99998", "row 99999"])
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(Array(host.buffer.lines.dropFirst()) == ["row 500", "row 501", "row 502", "row 503"], "at the top")
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(Array(host.buffer.lines.dropFirst()) == ["row 3", "row 4", "row 5", "row 6"], "the least move up")
        #expect(host.nodes.count < 40, "only the rows that show were made: \(host.nodes.count) nodes")
    }
}
