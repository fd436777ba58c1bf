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

    struct Jumper: View {
        var body: some View {
            ScrollViewReader { proxy in
                VStack(alignment: .leading) {
                    HStack {
                        Button("Jump to #8") { proxy.scrollTo(8) }
                        Button("Top of #2") { proxy.scrollTo(2, anchor: .top) }
                    }
                    ScrollView {
                        ForEach(0..<10, id: \.self) { i in
                            Text("Example \(i)").frame(height: 3).id(i)
                        }
                    }
                    .frame(height: 6)
                }
            }
        }
    }

    @Test func scrollToBringsTheViewWithTheIdIntoTheWindow() {
        // Apple's ScrollViewReader sample, in cells: rows 3 tall in a window 6 tall.
        let host = ViewHost(Jumper(), width: 30, height: 7)
        host.renderFrame()
        #expect(host.buffer.lines.dropFirst() == ["", "Example 0", "", "", "Example 1", ""])
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        // Without an anchor, the least move that shows all of #8: it ends at the bottom.
        #expect(host.buffer.lines.dropFirst() == ["", "Example 7", "", "", "Example 8", ""])
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        // With `.top`, #2's top is the window's top.
        #expect(host.buffer.lines.dropFirst() == ["", "Example 2", "", "", "Example 3", ""])
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
}
