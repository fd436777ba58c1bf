import Testing
import TrackingCore

@testable import ViewTree

/// A search field's spellings, as SwiftUI's: its placements (all on the row above the view
/// here), its prompts, and what Return in it submits.
@Suite @MainActor struct FieldSearchTests {
    @Test func everyPlacementPutsTheFieldOnTheRowAboveTheView() {
        let placements: [SearchFieldPlacement] = [
            .automatic, .toolbar, .toolbarPrincipal, .sidebar, .navigationBarDrawer,
            .navigationBarDrawer(displayMode: .always), .navigationBarDrawer(displayMode: .automatic),
        ]
        for placement in placements {
            let lines = Sample.lines(20, 4) {
                NavigationStack {
                    Text("mail").searchable(text: .constant(""), placement: placement).navigationTitle("Inbox")
                }
            }
            #expect(lines == ["Inbox", "────────────────────", "⌕ Search", "        mail"], "\(placement)")
        }
        #expect(SearchFieldPlacement.navigationBarDrawer == .navigationBarDrawer(displayMode: .automatic))
        #expect(SearchFieldPlacement.toolbar != .sidebar)
    }

    @Test func aPromptIsAKeyATextOrAStringAsItIs() {
        let name = "**Name**"
        let lines = Sample.lines(20, 8) {
            VStack(alignment: .leading) {
                Text("a").searchable(text: .constant(""), prompt: "**Find** mail")
                Text("b").searchable(text: .constant(""), prompt: Text("People"))
                Text("c").searchable(text: .constant(""), prompt: name)
                Text("d").searchable(text: .constant(""), isPresented: .constant(false), prompt: name)
            }
        }
        #expect(lines[0] == "⌕ Find mail", "a literal's Markdown read, as a Text's")
        #expect(lines[2] == "⌕ People")
        #expect(lines[4] == "⌕ **Name**", "a string as it is")
        #expect(lines[6] == "⌕ **Name**")
    }

    @Trackable final class Log {
        var query = ""
        var note = ""
        var events: [String] = []
    }

    /// A search field and a text field, each with submit actions around them.
    struct Submitting: View {
        @Bindable var log: Log
        var body: some View {
            VStack(alignment: .leading) {
                TextField("Note", text: $log.note)
            }
            .searchable(text: $log.query)
            .onSubmit { log.events.append("text \(log.note)") }
            .onSubmit(of: .search) { log.events.append("search \(log.query)") }
        }
    }

    @Test func returnInTheSearchFieldRunsOnlyTheSearchActions() {
        let log = Log()
        let host = ViewHost(Submitting(log: log), width: 20, height: 3)
        host.settle()
        host.send(.tab)
        host.settle()
        host.send(.character("k"))
        host.send(.enter)
        #expect(log.events == ["search k"])
        host.send(.tab)
        host.settle()
        host.send(.character("n"))
        host.send(.enter)
        #expect(log.events == ["search k", "text n"], "a text field runs the text action alone")
    }

    @Test func bothTriggersRunOneActionFromEitherField() {
        let log = Log()
        let host = Sample.host(20, 3) {
            VStack(alignment: .leading) {
                TextField("Note", text: Bindable(log).note)
            }
            .searchable(text: Bindable(log).query)
            .onSubmit(of: [.text, .search]) { log.events.append("either") }
        }
        host.send(.tab)
        host.settle()
        host.send(.enter)
        host.send(.tab)
        host.settle()
        host.send(.enter)
        #expect(log.events == ["either", "either"])
    }

    @Test func withoutASearchActionReturnInTheFieldIsLeftToTheViewsAround() {
        var pressed = 0
        let host = Sample.host(20, 3) {
            Text("list")
                .searchable(text: .constant(""))
                .onSubmit { pressed += 1 }
                .onKeyPress(.return) {
                    pressed += 10
                    return .handled
                }
        }
        host.send(.tab)
        host.settle()
        host.send(.enter)
        #expect(pressed == 10, "not the text action; the key goes on out")
    }

    @Test func scopesSpelledWithTheirLabelShowAsTheSearchStarts() {
        let host = Sample.host(30, 3) {
            Text("list")
                .searchable(text: .constant(""))
                .searchScopes(.constant(1), scopes: { Text("One").tag(1) })
        }
        host.send(.tab)
        host.settle()
        #expect(host.buffer.lines[1] == "  │ One │")
    }
}
