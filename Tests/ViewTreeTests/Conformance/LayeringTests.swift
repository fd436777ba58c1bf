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

    @Test func styledTextOverAColourKeepsTheColourBehindIt() {
        // A text colour, a weight or an overlay on a shape: the text's cells stay the colour.
        let stacked = Sample.host(6, 3) {
            ZStack {
                Color.blue
                Text("Go").foregroundColor(.white).bold()
            }
        }.buffer
        #expect((0..<6).allSatisfy { stacked[$0, 1].style.background == .blue })
        #expect(stacked[2, 1].character == "G" && stacked[2, 1].style.foreground == .white)
        // A shape's cells show its colour reversed: the text on it takes that colour behind it.
        let overlaid = Sample.host(6, 3) {
            Circle().foregroundColor(.blue).overlay(Text("Go").foregroundStyle(.white))
        }.buffer
        #expect(overlaid[0, 1].style.reverse && overlaid[0, 1].style.foreground == .blue)
        #expect(overlaid[2, 1].character == "G" && overlaid[2, 1].style.background == .blue)
        #expect(overlaid[3, 1].style.foreground == .white && !overlaid[3, 1].style.reverse)
        // A shape in the terminal's text colour: the text is reversed with it, so it shows.
        let plain = Sample.host(6, 3) { Rectangle().overlay(Text("Go")) }.buffer
        #expect(plain[2, 1].character == "G" && plain[2, 1].style.reverse && plain[0, 1].style.reverse)
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

    @Test func theOlderOverlayAndBackgroundSpellingsTakeAView() {
        // SwiftUI's `overlay(_:alignment:)`: the view over this one, at the alignment.
        let lines = Sample.lines(8, 1) {
            Text("------").overlay(Text("ab"), alignment: .trailing)
        }
        #expect(lines == ["----ab"])
    }

    @Test func aHigherZIndexIsDrawnOverTheLayersAfterIt() {
        // SwiftUI: zIndex orders a ZStack's drawing; equal ones keep their order.
        let lines = Sample.lines(8, 1) {
            ZStack(alignment: .leading) {
                Text("over").zIndex(1)
                Text("under!")
                Text("x")
            }
        }
        #expect(lines == ["overr!"])
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

/// SwiftUI's `.overlay { }` and `.background { }`: the decoration is offered the view's size
/// and placed at the alignment in it (centred by default); the result keeps the view's size.
@Suite @MainActor struct DecorationTests {
    @Test func anOverlayIsDrawnOverTheViewInItsSize() {
        let host = ViewHost(
            VStack(alignment: .leading) {
                Text("--------").overlay { Text("ab") }
                Text("--------").overlay(alignment: .trailing) { Text("longer than the view") }
                Text("next")
            }, width: 12, height: 4)
        host.renderFrame()
        // The second overlay is cut to the view's 8 cells, wrapping onto no more lines than
        // the view has.
        #expect(host.buffer.lines == ["---ab---", "longer …", "next", ""])
    }

    @Test func aBackgroundIsDrawnUnderTheViewAndTextKeepsItsColour() {
        let host = ViewHost(
            Text("hi").padding(.horizontal, 1).background { Color.blue }, width: 6, height: 2)
        host.renderFrame()
        #expect(host.buffer.lines == [" hi", ""])
        #expect((0..<4).allSatisfy { host.buffer[$0, 0].style.background == .blue })
        #expect(host.buffer[4, 0].style.background == .default, "the colour takes the view's size")
    }

    @Trackable final class Badge {
        var count = 1
    }

    struct Inbox: View {
        let badge: Badge
        var body: some View {
            Text("Inbox    ").overlay(alignment: .trailing) { BadgeView(badge: badge) }
        }
    }

    struct BadgeView: View {
        let badge: Badge
        var body: some View { Text("(\(badge.count))") }
    }

    @Test func aChangeInTheOverlayRunsItAloneAndDrawsItWithTheView() {
        let badge = Badge()
        let host = ViewHost(Inbox(badge: badge), width: 12, height: 1)
        host.renderFrame()
        // "Inbox" and four spaces: the badge at their trailing edge, over the spaces.
        #expect(host.buffer.lines == ["Inbox (1)"])
        badge.count = 12
        let frame = host.renderFrame()
        #expect(frame.evaluatedNodes == ["BadgeView"])
        #expect(host.buffer.lines == ["Inbox(12)"])
    }

    /// SwiftUI's `Color.clear` is transparent: over a colour, as a shape's fill, or as a
    /// layer over text, what is behind it shows.
    @Test func aClearColourLetsWhatIsBehindItShow() {
        let over = Sample.host(6, 2) {
            ZStack {
                Color.blue
                Color.clear
            }
        }.buffer
        #expect(over[3, 1].style.background == .blue)
        let fill = Sample.host(6, 2) {
            ZStack {
                Color.red
                Rectangle().fill(Color.clear)
            }
        }.buffer
        #expect(fill[0, 0].style.background == .red)
        let text = Sample.host(6, 1) {
            ZStack(alignment: .leading) {
                Text("under")
                Color.clear
            }
        }.buffer
        #expect(text.lines == ["under"])
        let frame = Sample.host(6, 3) {
            VStack(alignment: .leading, spacing: 0) {
                Color.clear.frame(height: 2); Text("x")
            }
        }.buffer
        #expect(frame.lines == ["", "", "x"], "it still takes the space offered")
    }
}
