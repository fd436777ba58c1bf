import Testing
import TrackingCore

@testable import ViewTree

/// `searchScopes`, as SwiftUI's: a segmented bar under the field while the user searches,
/// its scope chosen with Left and Right, shown as its activation says.
@Suite @MainActor struct ScopesSearchTests {
    enum Produce: Hashable, CaseIterable {
        case all, fruits, vegetables

        var name: String {
            switch self {
            case .all: "All"
            case .fruits: "Fruits"
            case .vegetables: "Veg"
            }
        }
    }

    @Trackable final class Market {
        var query = ""
        var scope = Produce.all
    }

    /// A market's stalls under a search field scoped by kind of produce.
    struct Stalls: View {
        @Bindable var market: Market
        let activation: SearchScopeActivation
        var body: some View {
            VStack(alignment: .leading) {
                Text("scope: \(market.scope.name)")
                Button("Stall") {}
            }
            .searchable(text: $market.query)
            .searchScopes($market.scope, activation: activation) {
                ForEach(Produce.allCases, id: \.self) { Text($0.name).tag($0) }
            }
        }
    }

    @Test func theBarShowsWhileSearchingAndLeftAndRightChooseTheScope() {
        let market = Market()
        let host = ViewHost(Stalls(market: market, activation: .automatic), width: 30, height: 5)
        host.settle()
        #expect(host.buffer.lines[1] == "scope: All", "no bar before the search")
        host.send(.tab)
        host.settle()
        #expect(host.buffer.lines[1] == "  │ All │ Fruits │ Veg │")
        #expect(host.buffer[4, 1].style.reverse && !host.buffer[10, 1].style.reverse, "All chosen")
        host.send(.tab)
        host.settle()
        host.send(.right)
        host.settle()
        #expect(market.scope == .fruits && host.buffer.lines[2] == "scope: Fruits")
        #expect(host.buffer.lines[1] == "  │ All │ Fruits │ Veg │", "focus on the bar keeps the search on")
        host.send(.left)
        host.send(.left)
        #expect(market.scope == .vegetables, "round from the first")
        host.send(.escape)
        host.settle()
        #expect(host.buffer.lines[1] == "scope: Veg", "Escape on the bar ends the search")
    }

    @Test func onTextEntryTheBarWaitsForTextAndStaysUntilTheSearchEnds() {
        let market = Market()
        let host = ViewHost(Stalls(market: market, activation: .onTextEntry), width: 30, height: 5)
        host.settle()
        host.send(.tab)
        host.settle()
        #expect(host.buffer.lines[1] == "scope: All", "nothing typed yet")
        host.send(.character("k"))
        host.settle()
        #expect(host.buffer.lines[1] == "  │ All │ Fruits │ Veg │")
        host.send(.backspace)
        host.settle()
        #expect(host.buffer.lines[1] == "  │ All │ Fruits │ Veg │", "the text deleted, the search goes on")
        host.send(.escape)
        host.settle()
        host.send(.tab)
        host.settle()
        #expect(host.focusedIdentity == "TextField" && host.buffer.lines[1] == "scope: All", "a new search waits")
    }

    @Test func onSearchPresentationTheBarShowsAsTheFieldIsFocused() {
        let market = Market()
        let host = ViewHost(Stalls(market: market, activation: .onSearchPresentation), width: 30, height: 5)
        host.settle()
        host.send(.tab)
        host.settle()
        #expect(host.buffer.lines[1] == "  │ All │ Fruits │ Veg │")
    }
}
