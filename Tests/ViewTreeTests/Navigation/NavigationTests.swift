import Testing
import TrackingCore

@testable import ViewTree

/// A navigation stack pushes views with links, shows the top one's title, goes back with
/// Escape, and keeps the views underneath with their state and focus.
@Suite @MainActor struct NavigationTests {
    struct Menu: View {
        @State private var visits = 0
        var body: some View {
            NavigationStack {
                VStack(alignment: .leading) {
                    Text("visits \(visits)")
                    NavigationLink("Donuts") { Detail(name: "donuts", visits: $visits) }
                    NavigationLink("Coffee") { Detail(name: "coffee", visits: $visits) }
                }
                .navigationTitle("Menu")
            }
        }
    }

    struct Detail: View {
        let name: String
        let visits: Binding<Int>
        var body: some View {
            VStack(alignment: .leading) {
                Text("all about \(name)")
                Button("Count a visit") { visits.wrappedValue += 1 }
                NavigationLink("More") { Text("more about \(name)").navigationTitle("More") }
            }
            .navigationTitle(name.capitalized)
        }
    }

    @Test func linksPushEscapeGoesBackAndTheFocusReturns() {
        let host = ViewHost(Menu(), width: 30, height: 8)
        host.renderFrame()
        // The title is handed up in the first frame: it shows at once, and nothing is left
        // for a second frame.
        #expect(host.buffer.lines[0] == "Menu")
        #expect(!host.needsFrame)
        host.send(.tab)
        host.send(.tab)
        #expect(host.focusedIdentity == "Button")
        host.send(.enter)  // Coffee
        host.renderFrame()
        #expect(host.buffer.lines[0] == "‹ Esc  Coffee")
        #expect(host.buffer.lines.pageRows().contains("all about coffee"))
        host.send(.tab)
        host.send(.enter)  // Count a visit
        host.send(.tab)
        host.send(.enter)  // More
        host.renderFrame()
        #expect(host.buffer.lines[0] == "‹ Esc  More")
        #expect(host.buffer.lines.pageRows().contains("more about coffee"))
        host.send(.escape)
        host.send(.escape)
        host.renderFrame()
        #expect(host.buffer.lines[0] == "Menu")
        #expect(host.buffer.lines.pageRows().contains("visits 1"), "the root kept its state and saw the visit")
        #expect(host.focusedIdentity == "Button", "the Coffee link has the focus again")
        host.send(.escape)
        #expect(host.buffer.lines[0] == "Menu", "nothing to go back to")
    }

    @Test func aPushedViewWithoutATitleShowsNoneAndATitleChangeShowsInItsFrame() {
        struct Titled: View {
            @State var title = "First"
            @State var pushesTitled = true
            var body: some View {
                NavigationStack {
                    VStack(alignment: .leading) {
                        NavigationLink("Go") {
                            if pushesTitled { Text("titled").navigationTitle("Pushed") } else { Text("untitled") }
                        }
                        Button("Rename") {
                            title = "Second"
                            pushesTitled = false
                        }
                    }
                    .navigationTitle(title)
                }
            }
        }
        let host = ViewHost(Titled(), width: 30, height: 6)
        host.renderFrame()
        #expect(host.buffer.lines[0] == "First")
        host.send(.tab)
        host.send(.enter)  // Go
        host.renderFrame()
        #expect(host.buffer.lines[0] == "‹ Esc  Pushed")
        host.send(.escape)
        host.renderFrame()
        #expect(host.buffer.lines[0] == "First")
        host.send(.tab)
        host.send(.enter)  // Rename
        host.renderFrame()
        #expect(host.buffer.lines[0] == "Second", "the new title in the frame of the change")
        host.send(.backTab)
        host.send(.enter)  // Go, to a view without a title
        host.renderFrame()
        #expect(host.buffer.lines[0] == "‹ Esc", "no title left from the view pushed before")
    }
}
