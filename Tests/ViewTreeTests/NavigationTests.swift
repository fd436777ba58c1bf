import Testing
import TrackingCore

@testable import ViewTree

/// A navigation stack pushes views with links, shows the top one's title, goes back with
/// Escape, and keeps the views underneath with their state and focus.
@Suite struct NavigationTests {
    struct Menu: View {
        @State private var visits = 0
        var body: some View {
            NavigationStack {
                VStack {
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
            VStack {
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
        // The title arrives after the first frame; only the title bar runs for it.
        #expect(host.renderFrame().evaluatedNodes == ["NavigationTitleBar"])
        #expect(host.buffer.lines[0] == "Menu")
        host.send(.tab)
        host.send(.tab)
        #expect(host.focusedIdentity == "Button")
        host.send(.enter)  // Coffee
        host.renderFrame()
        host.renderFrame()
        #expect(host.buffer.lines[0] == "‹ Esc  Coffee")
        #expect(host.buffer.lines[2] == "all about coffee")
        host.send(.tab)
        host.send(.enter)  // Count a visit
        host.send(.tab)
        host.send(.enter)  // More
        host.renderFrame()
        host.renderFrame()
        #expect(host.buffer.lines[0] == "‹ Esc  More")
        #expect(host.buffer.lines[2] == "more about coffee")
        host.send(.escape)
        host.send(.escape)
        host.renderFrame()
        #expect(host.buffer.lines[0] == "Menu")
        #expect(host.buffer.lines[2] == "visits 1", "the root kept its state and saw the visit")
        #expect(host.focusedIdentity == "Button", "the Coffee link has the focus again")
        host.send(.escape)
        #expect(host.buffer.lines[0] == "Menu", "nothing to go back to")
    }
}
