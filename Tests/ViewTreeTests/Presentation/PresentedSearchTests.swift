import Testing
import TrackingCore

@testable import ViewTree

/// `searchable(text:isPresented:)`, as SwiftUI's: the binding follows the search, and
/// setting it starts or ends one.
@Suite @MainActor struct PresentedSearchTests {
    @Trackable final class Library {
        var query = ""
        var isSearching = false
    }

    /// Shelves under a search field whose presentation the library holds.
    struct Shelves: View {
        @Bindable var library: Library
        var body: some View {
            VStack(alignment: .leading) {
                Button("Shelf") {}
            }
            .searchable(text: $library.query, isPresented: $library.isSearching, prompt: "Title")
        }
    }

    @Test func theBindingFollowsTheFocusAndTheText() {
        let library = Library()
        let host = ViewHost(Shelves(library: library), width: 20, height: 3)
        host.settle()
        #expect(!library.isSearching)
        host.send(.tab)
        host.settle()
        #expect(library.isSearching, "the field has the focus")
        host.send(.character("D"))
        host.send(.tab)
        host.settle()
        #expect(host.focusedIdentity == "Button" && library.isSearching, "the field holds text")
        host.send(.character("/"))
        host.settle()
        host.send(.escape)
        host.settle()
        #expect(!library.isSearching && library.query == "")
    }

    @Test func settingItTrueFocusesTheFieldAndFalseEndsTheSearch() {
        let library = Library()
        let host = ViewHost(Shelves(library: library), width: 20, height: 3)
        host.settle()
        library.isSearching = true
        host.settle()
        #expect(host.focusedIdentity == "TextField")
        host.send(.character("M"))
        host.settle()
        library.isSearching = false
        host.settle()
        #expect(library.query == "" && host.focusedIdentity == nil, "ended as dismissSearch ends it")
        #expect(host.buffer.lines[0] == "⌕ Title")
    }

    @Test func presentedFromTheFirstFrameTheFieldTakesTheFocus() {
        let library = Library()
        library.isSearching = true
        let host = ViewHost(Shelves(library: library), width: 20, height: 3)
        host.settle()
        #expect(host.focusedIdentity == "TextField" && library.isSearching)
    }

    @Test func textGivenBeforeTheFirstFrameIsASearchUnderWay() {
        let library = Library()
        library.query = "Dune"
        let host = ViewHost(Shelves(library: library), width: 20, height: 3)
        host.settle()
        #expect(library.isSearching && library.query == "Dune")
    }
}
