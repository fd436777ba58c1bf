import Testing
import TrackingCore

@testable import ViewTree

/// `searchSuggestions` and `searchCompletion`, as SwiftUI's: a list under the field while it
/// has the focus, Down into it, Return puts a completion in the field.
@Suite @MainActor struct SuggestionsSearchTests {
    @Trackable final class Pantry {
        var query = ""
        var submitted: [String] = []
        let fruits = ["Apple", "Banana", "Cherry"]

        /// The fruits whose names start with the query, ignoring case.
        var suggested: [String] { fruits.filter { $0.lowercased().hasPrefix(query.lowercased()) } }
    }

    /// A list of aisles under a search field suggesting fruits.
    struct Aisles: View {
        @Bindable var pantry: Pantry
        var body: some View {
            VStack(alignment: .leading) {
                Button("Aisle one") {}
                Text("Aisle two")
                Text("Aisle three")
                Text("Aisle four")
            }
            .searchable(text: $pantry.query)
            .searchSuggestions {
                ForEach(pantry.suggested, id: \.self) { fruit in
                    Text(fruit).searchCompletion(fruit.lowercased())
                }
            }
            .onSubmit(of: .search) { pantry.submitted.append(pantry.query) }
        }
    }

    @Test func suggestionsShowUnderTheFocusedFieldOverTheContent() {
        let pantry = Pantry()
        let host = ViewHost(Aisles(pantry: pantry), width: 24, height: 7)
        host.settle()
        #expect(host.buffer.lines[1] == "[ Aisle one ]", "no list while the field has no focus")
        host.send(.tab)
        host.settle()
        #expect(
            host.buffer.lines[1...5] == [
                "[ ┌────────┐]", "Ai│ Apple  │", "Ai│ Banana │", "Ai│ Cherry │", "  └────────┘",
            ])
        host.send(.character("b"))
        host.settle()
        #expect(host.buffer.lines[0...3] == ["⌕ b", "[ ┌────────┐]", "Ai│ Banana │", "Ai└────────┘"])
        #expect(host.buffer.lines[4] == "Aisle four", "the content shows past the list")
        #expect(host.focusedIdentity == "TextField", "typing goes on in the field")
        host.send(.character("x"))
        host.settle()
        #expect(host.buffer.lines[1] == "[ Aisle one ]", "no suggestions, no list")
    }

    @Test func downChoosesASuggestionAndReturnCompletesAndSubmits() {
        let pantry = Pantry()
        let host = ViewHost(Aisles(pantry: pantry), width: 24, height: 7)
        host.settle()
        host.send(.tab)
        host.settle()
        host.send(.down)
        host.send(.down)
        host.settle()
        #expect(host.focusedIdentity == "TextField", "the field keeps the focus")
        #expect(host.buffer[3, 3].style.reverse && !host.buffer[3, 2].style.reverse, "Banana chosen")
        host.send(.up)
        host.settle()
        #expect(host.buffer[3, 2].style.reverse && !host.buffer[3, 3].style.reverse, "Apple chosen")
        host.send(.down)
        host.send(.enter)
        host.settle()
        #expect(pantry.query == "banana" && pantry.submitted == ["banana"])
        #expect(host.buffer.lines[1] == "[ Aisle one ]", "the list closed on the completion")
        host.send(.backspace)
        host.settle()
        #expect(host.buffer.lines[2] == "Ai│ Banana │", "a changed text lists again")
    }

    @Test func aClickOnASuggestionCompletesItAndTheListKeepsClicksFromTheViewsUnder() {
        let pantry = Pantry()
        var opened = 0
        let host = Sample.host(24, 7) {
            VStack(alignment: .leading) {
                Button("Aisle one") { opened += 1 }
                Deep(levels: 12) { Button("Aisle two") { opened += 1 } }
            }
            .searchable(text: Bindable(pantry).query)
            .searchSuggestions {
                ForEach(pantry.suggested, id: \.self) { Text($0).searchCompletion($0.lowercased()) }
            }
            .onSubmit(of: .search) { pantry.submitted.append(pantry.query) }
        }
        host.send(.tab)
        host.settle()
        host.send(.mouse(MouseEvent(.click, x: 4, y: 1)))
        #expect(opened == 0 && pantry.query == "", "the box's border is over the button")
        host.send(.mouse(MouseEvent(.click, x: 5, y: 2)))
        host.settle()
        #expect(pantry.query == "apple" && pantry.submitted == ["apple"] && opened == 0, "the row over the button")
        #expect(host.focusedIdentity == "TextField" && host.buffer.lines[1] == "[ Aisle one ]")
        host.send(.mouse(MouseEvent(.click, x: 4, y: 1)))
        #expect(opened == 1, "the list closed, the button takes clicks again")
    }

    /// Content nested `levels` views deep: deeper in the tree than the list's rows.
    struct Deep<Content: View>: View {
        let levels: Int
        @ViewBuilder let content: Content
        var body: some View {
            if levels == 0 { AnyView(content) } else { AnyView(Deep(levels: levels - 1) { content }) }
        }
    }

    @Test func upFromTheFirstSuggestionGoesBackToTyping() {
        let pantry = Pantry()
        let host = ViewHost(Aisles(pantry: pantry), width: 24, height: 7)
        host.settle()
        host.send(.tab)
        host.settle()
        host.send(.down)
        host.send(.up)
        host.send(.enter)
        host.settle()
        #expect(pantry.query == "" && pantry.submitted == [""], "Return submits the text as typed")
        #expect((2...4).allSatisfy { !host.buffer[3, $0].style.reverse })
    }

    @Test func aSuggestionChosenIsForgottenWhenTheFieldLosesTheFocus() {
        let pantry = Pantry()
        let host = ViewHost(Aisles(pantry: pantry), width: 24, height: 7)
        host.settle()
        host.send(.tab)
        host.settle()
        host.send(.down)
        host.send(.tab)
        host.settle()
        #expect(host.focusedIdentity == "Button")
        host.send(.backTab)
        host.settle()
        #expect((2...4).allSatisfy { !host.buffer[3, $0].style.reverse }, "none chosen")
        host.send(.enter)
        #expect(pantry.query == "" && pantry.submitted == [""])
    }

    @Test func escapeClosesTheListThenEndsTheSearch() {
        let pantry = Pantry()
        let host = ViewHost(Aisles(pantry: pantry), width: 24, height: 7)
        host.settle()
        host.send(.tab)
        host.settle()
        host.send(.character("c"))
        host.settle()
        host.send(.down)
        host.send(.escape)
        host.settle()
        #expect(host.buffer.lines[1] == "[ Aisle one ]" && pantry.query == "c", "the list closed, the text kept")
        host.send(.enter)
        #expect(pantry.submitted == ["c"], "nothing chosen any more")
        host.send(.escape)
        host.settle()
        #expect(pantry.query == "" && host.focusedIdentity != "TextField")
    }

    /// A suggestion as a view of its own, as apps write them.
    struct FruitRow: View {
        let fruit: String
        var body: some View {
            Label(fruit, systemImage: "leaf").searchCompletion(fruit.lowercased())
        }
    }

    @Test func suggestionsInViewsOfTheirOwnAreChosenInOrder() {
        let pantry = Pantry()
        let host = Sample.host(24, 7) {
            Text("shelf")
                .searchable(text: Bindable(pantry).query)
                .searchSuggestions { ForEach(pantry.suggested, id: \.self) { FruitRow(fruit: $0) } }
        }
        host.send(.tab)
        host.settle()
        host.send(.down)
        host.send(.down)
        host.send(.down)
        host.send(.enter)
        #expect(pantry.query == "cherry")
    }

    /// A field whose suggestions a view inside reads the placement of, one of them hidden
    /// from the list.
    struct Placed: View {
        @State private var query = ""
        var body: some View {
            Text("results")
                .searchable(text: $query)
                .searchSuggestions {
                    Where()
                    Text("not listed").searchCompletion("no").searchSuggestions(.hidden, for: .menu)
                    Text("listed").searchCompletion("yes").searchSuggestions(.hidden, for: .content)
                }
        }
    }

    struct Where: View {
        @Environment(\.searchSuggestionsPlacement) private var placement
        var body: some View {
            Text(placement == .menu ? "in a menu" : "elsewhere")
        }
    }

    @Test func aSuggestionReadsItsPlacementAndHiddenForTheMenuIsLeftOut() {
        let host = ViewHost(Placed(), width: 20, height: 6)
        host.settle()
        #expect(host.buffer.lines[1] == "results")
        host.send(.tab)
        host.settle()
        #expect(host.buffer.lines[1...4] == ["re┌─────────┐", "  │in a menu│", "  │ listed  │", "  └─────────┘"])
    }

    @Test func suggestionsHiddenForTheMenuAroundTheSearchableViewShowNoList() {
        let host = Sample.host(20, 4) {
            Text("results")
                .searchable(text: .constant(""))
                .searchSuggestions { Text("one").searchCompletion("one") }
                .searchSuggestions(.hidden, for: .menu)
        }
        host.send(.tab)
        host.settle()
        #expect(host.buffer.lines[1] == "results")
    }

    @Test func aCompletionOutsideSuggestionsIsItsView() {
        #expect(Sample.lines(10, 1) { Text("plain").searchCompletion("x") } == ["plain"])
    }
}
