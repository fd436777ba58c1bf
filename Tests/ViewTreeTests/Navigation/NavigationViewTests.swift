import Testing
import ViewTreeTesting

@testable import ViewTree

/// SwiftUI's older `NavigationView`, spelled with a trailing closure or with its `content:`
/// label: both show a stack, with its title bar, links and Escape back.
@Suite @MainActor struct NavigationViewTests {
    struct Trailing: View {
        var body: some View {
            NavigationView {
                NavigationLink("Open") { Text("inside").navigationTitle("Page") }
                    .navigationTitle("Home")
            }
        }
    }

    struct Labelled: View {
        var body: some View {
            NavigationView(content: {
                NavigationLink("Open") { Text("inside").navigationTitle("Page") }
                    .navigationTitle("Home")
            })
        }
    }

    struct Stacked: View {
        var body: some View {
            NavigationStack {
                NavigationLink("Open") { Text("inside").navigationTitle("Page") }
                    .navigationTitle("Home")
            }
        }
    }

    /// Pushes the link's page and goes back: the title line and the page's rows after each
    /// step.
    private func walk(_ view: some View) -> [[String]] {
        let tester = ViewTester(view, width: 20, height: 3)
        let shown = { [tester.lines[0]] + tester.lines.pageRows() }
        let home = shown()
        tester.press(.tab, .enter)
        let page = shown()
        tester.press(.escape)
        return [home, page, shown()]
    }

    @Test func bothSpellingsShowAStackThatPushesAndGoesBack() {
        let expected = [
            ["Home", "[ Open › ]"],
            ["‹ Esc  Page", "inside"],
            ["Home", "[ Open › ]"],
        ]
        #expect(walk(Trailing()) == expected)
        #expect(walk(Labelled()) == expected)
        #expect(walk(Stacked()) == expected, "as the stack of the same content")
    }
}
