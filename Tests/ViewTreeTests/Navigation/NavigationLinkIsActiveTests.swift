import Testing
import TrackingCore
import ViewTreeTesting

@testable import ViewTree

/// SwiftUI's older links with an `isActive` binding: pressed, they set it true and push;
/// set true by code, even hidden, they push; going back sets it false.
@Suite @MainActor struct NavigationLinkIsActiveTests {
    struct Pressed: View {
        @State var isShowing = false
        var body: some View {
            NavigationStack {
                VStack(alignment: .leading) {
                    NavigationLink("Scores", destination: Text("high scores"), isActive: $isShowing)
                    Text(isShowing ? "active" : "inactive")
                }
            }
        }
    }

    @Test func pressingTheLinkSetsItTrueAndGoingBackSetsItFalse() {
        let tester = ViewTester(Pressed(), width: 20, height: 4)
        #expect(tester.lines.pageRows().contains("[ Scores › ]") && tester.lines.pageRows().contains("inactive"))
        tester.press(.tab, .enter)
        #expect(tester.lines[0] == "‹ Esc" && tester.lines.pageRows().contains("high scores"))
        tester.press(.escape)
        #expect(
            tester.lines.pageRows().contains("[ Scores › ]") && tester.lines.pageRows().contains("inactive"),
            "Escape set it false")
    }

    @Observable final class Game {
        var isOver = false
    }

    /// A game whose model ends it, with a hidden link to the result, as apps write it.
    struct Board: View {
        let game: Game
        var body: some View {
            NavigationView {
                VStack(alignment: .leading) {
                    Text("playing")
                    NavigationLink(
                        destination: Text("game over"),
                        isActive: Binding(get: { game.isOver }, set: { game.isOver = $0 })
                    ) { EmptyView() }
                    .hidden()
                }
            }
        }
    }

    @Test func aHiddenLinkPushesWhenTheModelSetsItsFlagAndGoingBackClearsIt() {
        let game = Game()
        let tester = ViewTester(Board(game: game), width: 20, height: 4)
        #expect(tester.lines.pageRows().contains("playing"))
        game.isOver = true
        tester.host.renderFrame()
        #expect(tester.lines.pageRows().contains("game over"), "set from code, the page shows")
        tester.press(.escape)
        #expect(!game.isOver, "going back set the flag false")
        #expect(tester.lines.pageRows().contains("playing"))
    }

    struct Constant: View {
        let isOver: Bool
        var body: some View {
            NavigationStack {
                VStack(alignment: .leading) {
                    Text("playing")
                    NavigationLink(isActive: .constant(isOver)) {
                        Text("game over")
                    } label: {
                        Text("result")
                    }
                    .hidden()
                }
            }
        }
    }

    @Test func aConstantBindingPushesWhenItIsTrue() {
        #expect(ViewTester(Constant(isOver: false), width: 20, height: 4).lines.pageRows().contains("playing"))
        let tester = ViewTester(Constant(isOver: true), width: 20, height: 4)
        #expect(tester.lines.pageRows().contains("game over"))
        tester.press(.escape)
        #expect(tester.lines.pageRows().contains("playing"), "Escape leaves though the binding stays true")
    }

    @Test func aLinkOfATitleAndADestinationClosurePushesItsPage() {
        struct Titled: View {
            @State var isShowing = false
            var body: some View {
                NavigationStack {
                    NavigationLink("Help", isActive: $isShowing) { Text("some help") }
                }
            }
        }
        let tester = ViewTester(Titled(), width: 20, height: 3)
        tester.press(.tab, .enter)
        #expect(tester.lines.pageRows().contains("some help"))
    }
}
