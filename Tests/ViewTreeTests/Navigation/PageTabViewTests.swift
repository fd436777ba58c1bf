import Testing
import TrackingCore
import ViewTreeTesting

@testable import ViewTree

/// `TabView` in the page style, as SwiftUI's: one page at a time with a row of dots for the
/// pages (the one shown filled), Left and Right (or a click on a dot, or the wheel) going to
/// the page before or after; and pages written without `.tabItem` (a `ForEach`'s), each a page.
@Suite @MainActor struct PageTabViewTests {
    struct Pages: View {
        var body: some View {
            TabView {
                ForEach(["Page one", "Page two", "Page three"], id: \.self) { Text($0) }
            }
            .tabViewStyle(.page)
        }
    }

    /// The rows that show something, without the spaces that centre them.
    private func shown(_ tester: ViewTester) -> [String] {
        tester.lines.filter { !$0.isEmpty }.map { String($0.drop { $0 == " " }) }
    }

    @Test func thePageStyleShowsOnePageAndItsDots() {
        let tester = ViewTester(Pages(), width: 20, height: 5)
        #expect(shown(tester) == ["Page one", "● ○ ○"])
        #expect(tester.lines[4].hasSuffix("● ○ ○"), "the dots are on the bottom row")
        tester.press(.tab, .right)
        #expect(shown(tester) == ["Page two", "○ ● ○"])
        tester.press(.right, .right)
        #expect(shown(tester).first == "Page three", "the last page stays at the end")
        tester.press(.left)
        #expect(shown(tester).first == "Page two")
    }

    @Test func aClickOnADotOrTheWheelTurnsThePage() throws {
        let tester = ViewTester(Pages(), width: 20, height: 5)
        let dots = Array(tester.lines[4])
        let third = try #require(dots.lastIndex(of: "○"))
        tester.click(x: third, y: 4)
        #expect(shown(tester).first == "Page three")
        tester.host.send(.mouse(MouseEvent(.wheelUp, x: 8, y: 2)))
        tester.host.renderFrame()
        #expect(shown(tester).first == "Page two")
    }

    enum Step: Hashable { case welcome, finish }

    @Trackable final class Onboarding {
        var step = Step.finish
    }

    struct Tagged: View {
        @Bindable var onboarding: Onboarding
        var body: some View {
            TabView(selection: $onboarding.step) {
                Text("Welcome").tag(Step.welcome)
                Text("All set").tag(Step.finish)
            }
            .tabViewStyle(.page(indexDisplayMode: .always))
        }
    }

    @Test func aSelectionAndTagsChooseThePage() {
        let onboarding = Onboarding()
        let tester = ViewTester(Tagged(onboarding: onboarding), width: 20, height: 3)
        #expect(shown(tester).first == "All set")
        tester.press(.tab, .left)
        #expect(onboarding.step == .welcome && shown(tester).first == "Welcome")
        onboarding.step = .finish
        tester.host.renderFrame()
        #expect(shown(tester).first == "All set")
    }

    @Test func aPlainTabViewMakesEachOfAForEachsViewsAPage() {
        let tester = ViewTester(
            TabView { ForEach(["Page one", "Page two"], id: \.self) { Text($0) } }, width: 20, height: 4)
        #expect(tester.screen.contains("Page one") && !tester.screen.contains("Page two"))
        #expect(tester.lines.first == "1  2", "a page without an item of its own is shown by its place")
        tester.press(.tab, .right)
        #expect(!tester.screen.contains("Page one") && tester.screen.contains("Page two"))
    }
}
