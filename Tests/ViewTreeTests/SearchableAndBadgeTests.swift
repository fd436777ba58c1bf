import Testing
import TrackingCore

@testable import ViewTree

/// `.searchable(text:)` and `.badge`, as SwiftUI's.
@Suite @MainActor struct SearchableAndBadgeTests {
    @Trackable final class Search {
        var text = ""
        var names = ["Ann", "Bob", "Cid"]
    }

    /// Apple's `searchable` sample, shortened: a list filtered by the search text.
    struct NameList: View {
        @Bindable var search: Search
        var body: some View {
            NavigationStack {
                VStack(alignment: .leading) {
                    ForEach(search.names.filter { search.text.isEmpty || $0.contains(search.text) }, id: \.self) {
                        Button($0) {}
                    }
                }
                .searchable(text: $search.text)
            }
        }
    }

    @Test func slashFocusesTheSearchFieldAndEscapeClearsIt() {
        let search = Search()
        let host = ViewHost(NameList(search: search), width: 20, height: 7)
        host.renderFrame()
        #expect(host.buffer.lines[2] == "⌕ Search", "the prompt, until something is typed")
        host.send(.tab)
        host.send(.tab)
        #expect(host.focusedIdentity == "Button#Ann")
        host.send(.character("/"))
        host.renderFrame()
        #expect(host.focusedIdentity == "TextField", "/ from a row focuses the field")
        for character in "Bo" { host.send(.character(character)) }
        host.renderFrame()
        #expect(search.text == "Bo")
        #expect(host.buffer.lines[2...3] == ["⌕ Bo", "[ Bob ]"])
        host.send(.escape)
        host.renderFrame()
        #expect(search.text == "" && host.focusedIdentity != "TextField")
        #expect(host.buffer.lines[3] == "[ Ann ]")
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
        #expect(screen.lines[2] == "inbox page", "not in the page")
    }
}
