import Testing
import TrackingCore
import ViewTreeTesting

@testable import ViewTree

/// Behaviours real SwiftUI apps count on, in our own words: a click goes to the front-most
/// view under it that takes it (a `ZStack`'s later layer, an overlay, a higher `zIndex`), and
/// goes on to the views behind only when nothing in front takes it.
@Suite @MainActor struct FrontMostTapTests {
    @Trackable final class Taps {
        var bottom = 0
        var top = 0
        var shown = false
        var hovered: [String] = []
    }

    struct TwoLayers: View {
        let taps: Taps

        var body: some View {
            ZStack {
                Text("BOTTOMBOTTOM").onTapGesture { taps.bottom += 1 }
                Text("TOPTOPTOPTOP").onTapGesture { taps.top += 1 }
            }
        }
    }

    struct ColourWithOverlay: View {
        let taps: Taps

        var body: some View {
            ZStack { Color.blue.onTapGesture { taps.bottom += 1 } }
                .overlay(alignment: .topTrailing) { Button("Add") { taps.shown = true } }
        }
    }

    @Test func aClickOnAZStackGoesToItsTopLayer() throws {
        let taps = Taps()
        let tester = ViewTester(TwoLayers(taps: taps), width: 20, height: 3)
        try tester.click(on: "TOPTOP")
        #expect(taps.top == 1 && taps.bottom == 0)
    }

    @Test func aClickOnAButtonOverlaidOnATappableColourPressesTheButton() throws {
        let taps = Taps()
        let tester = ViewTester(ColourWithOverlay(taps: taps), width: 20, height: 4)
        try tester.click(on: "Add")
        #expect(taps.shown && taps.bottom == 0)
        tester.click(x: 2, y: 2)
        #expect(taps.bottom == 1, "beside the button, the colour behind takes the click")
    }

    @Test func aBackgroundIsBehindAndAHigherZIndexInFront() throws {
        let taps = Taps()
        let background = ViewTester(
            Text("FRONTFRONT").onTapGesture { taps.top += 1 }
                .background { Color.red.onTapGesture { taps.bottom += 1 } },
            width: 20, height: 1)
        try background.click(on: "FRONT")
        #expect(taps.top == 1 && taps.bottom == 0)
        let raised = ViewTester(
            ZStack {
                Text("RAISEDRAISED").onTapGesture { taps.bottom += 1 }.zIndex(1)
                Text("LOWEREDLOWER").onTapGesture { taps.top += 1 }
            }, width: 20, height: 1)
        try raised.click(on: "RAISED")
        #expect(taps.bottom == 1 && taps.top == 1)
    }

    @Test func aFrontViewThatTakesNoClickLetsItThroughToTheViewBehind() throws {
        let taps = Taps()
        // A custom view drawn over the whole colour, as a floating button's overlay is.
        struct Corner: View {
            var body: some View { VStack { Spacer() } }
        }
        let tester = ViewTester(
            Color.blue.onTapGesture { taps.bottom += 1 }.overlay { Corner() }, width: 10, height: 3)
        tester.click(x: 1, y: 1)
        #expect(taps.bottom == 1)
    }

    @Test func hoverAndLongPressesFindTheFrontMostViewToo() async {
        let taps = Taps()
        let tester = ViewTester(
            ZStack {
                Text("BOTTOMBOTTOM").onHover { if $0 { taps.hovered.append("bottom") } }
                    .onLongPressGesture { taps.bottom += 1 }
                Text("TOPTOPTOPTOP").onHover { if $0 { taps.hovered.append("top") } }
                    .onLongPressGesture { taps.top += 1 }
            }, width: 20, height: 1)
        tester.hover(x: 2, y: 0)
        #expect(taps.hovered == ["top"])
        tester.click(x: 2, y: 0)
        await tester.advance(by: .seconds(1))
        tester.release(x: 2, y: 0)
        #expect(taps.top == 1 && taps.bottom == 0)
    }
}
