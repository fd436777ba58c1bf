import Testing
import TrackingCore

@testable import ViewTree

/// `.searchable(text:)` and `.badge`, as SwiftUI's.
@Suite @MainActor struct SearchableAndBadgeTests {
    @Trackable final class SpiceRack {
        var query = ""
        let spices = ["Anise", "Clove", "Mace"]

        /// The spices whose names hold the query, every one while it is empty.
        var shown: [String] { query.isEmpty ? spices : spices.filter { $0.contains(query) } }
    }

    /// A rack of spices, a button each, narrowed by the search field's text.
    struct Spices: View {
        @Bindable var rack: SpiceRack
        var body: some View {
            NavigationStack {
                VStack(alignment: .leading) {
                    ForEach(rack.shown, id: \.self) { Button($0) {} }
                }
                .searchable(text: $rack.query)
            }
        }
    }

    @Test func slashFocusesTheSearchFieldAndEscapeClearsIt() {
        let rack = SpiceRack()
        let host = ViewHost(Spices(rack: rack), width: 20, height: 7)
        host.renderFrame()
        #expect(host.buffer.lines[2] == "⌕ Search", "the prompt, until something is typed")
        host.send(.tab)
        host.send(.tab)
        #expect(host.focusedIdentity == "Button#Anise")
        host.send(.character("/"))
        host.renderFrame()
        #expect(host.focusedIdentity == "TextField", "/ from a row focuses the field")
        for character in "Cl" { host.send(.character(character)) }
        host.renderFrame()
        #expect(rack.query == "Cl")
        #expect(host.buffer.lines[2] == "⌕ Cl" && host.buffer.lines.pageRows(below: 3) == ["[ Clove ]"])
        host.send(.escape)
        host.renderFrame()
        #expect(rack.query == "" && host.focusedIdentity != "TextField")
        #expect(host.buffer.lines.pageRows(below: 3).first == "[ Anise ]")
    }

    @Test func slashWithNothingFocusedFocusesTheSearchFieldAndAFieldTypesIt() {
        let rack = SpiceRack()
        let host = ViewHost(Spices(rack: rack), width: 20, height: 7)
        host.renderFrame()
        #expect(host.focusedIdentity == nil)
        host.send(.character("/"))
        host.renderFrame()
        #expect(host.focusedIdentity == "TextField", "nothing focused: / still reaches the search")
        // In the field, `/` is a character like any other.
        for character in "a/b" { host.send(.character(character)) }
        host.renderFrame()
        #expect(rack.query == "a/b")
    }

    /// A rack whose list says whether a search is under way and ends it with a button.
    struct SearchAware: View {
        @Bindable var rack: SpiceRack
        var body: some View {
            VStack(alignment: .leading) {
                SearchState()
                ForEach(rack.shown, id: \.self) { Text($0) }
            }
            .searchable(text: $rack.query)
        }
    }

    struct SearchState: View {
        @Environment(\.isSearching) private var isSearching
        @Environment(\.dismissSearch) private var dismissSearch
        var body: some View {
            Button(isSearching ? "searching: done" : "browsing") { dismissSearch() }
        }
    }

    @Test func aViewInsideKnowsASearchIsUnderWayAndCanEndIt() {
        let rack = SpiceRack()
        let host = ViewHost(SearchAware(rack: rack), width: 24, height: 6)
        host.renderFrame()
        #expect(host.buffer.lines[1] == "[ browsing ]")
        host.send(.tab)
        host.renderFrame()
        #expect(host.focusedIdentity == "TextField")
        #expect(host.buffer.lines[1] == "[ searching: done ]", "the field has the focus")
        host.send(.character("M"))
        host.send(.tab)
        host.renderFrame()
        #expect(host.focusedIdentity == "Button" && host.buffer.lines[1] == "[ searching: done ]", "text in it")
        #expect(host.buffer.lines[2] == "Mace")
        host.send(.enter)
        host.renderFrame()
        #expect(rack.query == "" && host.buffer.lines[1] == "[ browsing ]", "dismissSearch cleared it")
        #expect(host.buffer.lines[2] == "Anise")
    }

    @Test func aBadgeSitsAtTheRowsTrailingEdgeAndZeroShowsNone() {
        let screen = Sample.host(16, 3) {
            VStack(alignment: .leading) {
                Text("Inbox").badge(3)
                Text("Sent").badge(0)
                Text("Drafts").badge("new")
            }
        }.buffer
        #expect(screen.lines == ["Inbox          3", "Sent", "Drafts       new"])
        #expect(screen[15, 0].style.dim)
    }

    @Test func aPagesBadgeShowsInTheTabBar() {
        let screen = Sample.host(30, 3) {
            TabView {
                Text("inbox page").badge(2).tabItem { Text("Inbox") }
                Text("sent page").tabItem { Text("Sent") }
            }
        }.buffer
        #expect(screen.lines[0] == "Inbox 2  Sent")
        #expect(screen[6, 0].style.foreground == .red)
        #expect(screen.lines.pageRows().contains("inbox page"), "not in the page")
    }
}
