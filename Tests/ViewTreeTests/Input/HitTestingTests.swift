import Testing
import TrackingCore
import ViewTreeTesting

@testable import ViewTree

/// `.allowsHitTesting(false)` lets the pointer through to the views behind, as SwiftUI's does;
/// keys still reach the view.
@Suite @MainActor struct HitTestingTests {
    @Trackable final class Taps {
        var under = 0
        var over = 0
    }

    struct Layers: View {
        let taps: Taps
        let overAllowsHits: Bool
        var body: some View {
            ZStack {
                Button("under") { taps.under += 1 }
                Text("cover")
                    .onTapGesture { taps.over += 1 }
                    .allowsHitTesting(overAllowsHits)
            }
        }
    }

    @Test func aClickGoesThroughAViewThatDoesNotAllowHitTesting() {
        let taps = Taps()
        let tester = ViewTester(Layers(taps: taps, overAllowsHits: false), width: 12, height: 1)
        tester.click(x: 4, y: 0)
        #expect(taps.under == 1 && taps.over == 0, "the button behind took it")
        let allowing = Taps()
        let front = ViewTester(Layers(taps: allowing, overAllowsHits: true), width: 12, height: 1)
        front.click(x: 4, y: 0)
        #expect(allowing.under == 0 && allowing.over == 1, "the view in front takes it when it allows hits")
    }

    @Test func insideAViewThatDoesNotAllowHitTestingNoneCanAllowIt() {
        let taps = Taps()
        let tester = ViewTester(
            ZStack {
                Button("under") { taps.under += 1 }
                VStack { Text("cover").onTapGesture { taps.over += 1 }.allowsHitTesting(true) }
                    .allowsHitTesting(false)
            }, width: 12, height: 1)
        tester.click(x: 4, y: 0)
        #expect(taps.under == 1 && taps.over == 0)
    }
}
