import Testing
import TrackingCore

@testable import ViewTree

/// `NavigationSplitView`, as SwiftUI's: columns side by side driven by the sidebar's
/// selection, collapsing into one column at a time on a narrow screen.
@Suite @MainActor struct NavigationSplitViewTests {
    /// A player of an orchestra, by the chair they sit in.
    struct Player: Identifiable {
        let chair: String
        var id: String { chair }
    }

    /// A family of instruments and its players, front desk first.
    struct Family: Identifiable {
        let title: String
        let players: [Player]
        var id: String { title }
    }

    @Trackable final class Orchestra {
        let families = [
            Family(title: "Strings", players: [Player(chair: "Ida"), Player(chair: "Lev")]),
            Family(title: "Brass", players: [Player(chair: "Mo")]),
        ]
        var familyTitle: Family.ID?
        var playerChair: Player.ID?

        var chosenFamily: Family? { families.first { $0.id == familyTitle } }
    }

    /// Three columns: families in the sidebar, the chosen family's players in the middle, the
    /// chosen player on the right; one player is chosen at a time.
    struct Seating: View {
        @Bindable var orchestra: Orchestra

        var body: some View {
            NavigationSplitView {
                List(orchestra.families, selection: $orchestra.familyTitle) { Text($0.title) }
            } content: {
                players
            } detail: {
                if let chair = orchestra.playerChair {
                    Text("Bio of \(chair)")
                } else {
                    Text("Pick a player")
                }
            }
        }

        @ViewBuilder private var players: some View {
            if let family = orchestra.chosenFamily {
                List(family.players, selection: $orchestra.playerChair) { Text($0.chair) }
            } else {
                Text("Pick a family")
            }
        }
    }

    @Test func threeColumnsFollowTheSelections() {
        let orchestra = Orchestra()
        let host = ViewHost(Seating(orchestra: orchestra), width: 80, height: 4)
        host.renderFrame()
        #expect(
            host.buffer.lines == [
                "Strings             │Pick a family             │",
                "Brass               │                          │         Pick a player",
                "                    │                          │",
                "                    │                          │",
            ], "a quarter, a third, the rest (its page centred in it)")
        host.send(.tab)
        host.send(.down)
        host.renderFrame()
        #expect(host.buffer.lines[0] == "Strings             │Ida                       │")
        #expect(host.buffer.lines[1].hasSuffix("│         Pick a player"))
        host.send(.tab)
        host.send(.down)
        host.send(.down)
        host.renderFrame()
        #expect(orchestra.playerChair == "Lev")
        #expect(host.buffer.lines[1].hasSuffix("│           Bio of Lev"))
    }

    @Test func aNarrowScreenShowsOneColumnAtATime() {
        let orchestra = Orchestra()
        let host = ViewHost(Seating(orchestra: orchestra), width: 40, height: 4)
        host.renderFrame()
        #expect(host.buffer.lines == ["Strings", "Brass", "", ""])
        host.send(.tab)
        host.send(.down)
        #expect(host.send(.enter) == .handled)
        host.renderFrame()
        #expect(host.buffer.lines == ["‹ Esc", "Ida", "Lev", ""])
        host.send(.tab)
        host.send(.down)
        host.send(.enter)
        host.renderFrame()
        #expect(host.buffer.lines == ["‹ Esc", "", "               Bio of Ida", ""])
        host.send(.escape)
        host.renderFrame()
        #expect(host.buffer.lines == ["‹ Esc", "Ida", "Lev", ""])
        host.send(.escape)
        host.renderFrame()
        #expect(host.buffer.lines[0] == "Strings", "back to the sidebar")
        #expect(host.buffer[0, 0].style.reverse, "its selection kept")
        #expect(host.send(.escape) == .ignored, "nothing before the sidebar")
    }

    @Test func twoColumnsShareTheWidth() {
        let host = ViewHost(
            NavigationSplitView {
                Text("Folders")
            } detail: {
                Text("Notes")
            }, width: 60, height: 1)
        host.renderFrame()
        #expect(host.buffer.lines == ["Folders        │                   Notes"])
    }
}
