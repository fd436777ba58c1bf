import Testing
import ViewTreeTesting

@testable import ViewTree

/// `navigationBarHidden(_:)`: the view on top of a stack that hides the bar starts at the
/// top row, with no title line or rule; the bar comes back with the views that show it.
@Suite @MainActor struct NavigationBarHiddenTests {
    struct Game: View {
        var body: some View {
            NavigationView {
                NavigationLink("Play") {
                    Text("board").navigationTitle("Game").navigationBarHidden(true)
                }
                .navigationTitle("Menu")
            }
        }
    }

    @Test func aPushedViewHidesTheBarWhileOnTopAndEscapeStillGoesBack() {
        let tester = ViewTester(Game(), width: 20, height: 3)
        #expect(tester.lines[0] == "Menu" && tester.lines.pageRows().contains("[ Play › ]"))
        tester.press(.tab, .enter)
        #expect(tester.lines == ["", "       board", ""], "no title line, no rule: the page is the screen")
        tester.press(.escape)
        #expect(tester.lines[0] == "Menu" && tester.lines.pageRows().contains("[ Play › ]"), "the bar is back")
    }

    @Test func theRootHidesTheBarAndFalseKeepsIt() {
        let hidden = ViewTester(NavigationStack { Text("home").navigationBarHidden(true) }, width: 10, height: 2)
        #expect(hidden.lines == ["   home", ""])
        let shown = ViewTester(
            NavigationStack { Text("home").navigationTitle("Top").navigationBarHidden(false) }, width: 10, height: 3)
        #expect(shown.lines[0] == "Top" && shown.lines.pageRows().contains("home"))
    }
}
