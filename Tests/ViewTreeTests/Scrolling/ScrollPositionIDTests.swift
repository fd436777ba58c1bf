import Testing
import TrackingCore

@testable import ViewTree

/// `scrollPosition(id:anchor:)`, as SwiftUI's: the binding follows the top-most view as the
/// window scrolls, and setting it scrolls that view to the top; in a plain stack and in a lazy
/// one.
@Suite @MainActor struct ScrollPositionIDTests {
    @Trackable final class Place {
        var top: Int?
    }

    /// Forty rows under a line that shows the bound id; a lazy stack or a plain one (two
    /// types: a scroll view shows a lazy stack lazily only when it is its content).
    struct Rows: View {
        let place: Place
        var lazy = false
        var anchor: UnitPoint?
        var body: some View {
            VStack(alignment: .leading) {
                Text("top \(place.top.map(String.init) ?? "none")")
                if lazy {
                    ScrollView {
                        LazyVStack(alignment: .leading) { ForEach(0..<40, id: \.self) { Text("row \($0)") } }
                            .scrollTargetLayout()
                    }
                    .scrollPosition(id: binding, anchor: anchor)
                } else {
                    ScrollView {
                        VStack(alignment: .leading) { ForEach(0..<40, id: \.self) { Text("row \($0)") } }
                            .scrollTargetLayout()
                    }
                    .scrollPosition(id: binding, anchor: anchor)
                }
            }
        }

        private var binding: Binding<Int?> { Binding(get: { place.top }, set: { place.top = $0 }) }
    }

    @Test func theBindingFollowsTheTopRowAsTheWindowScrolls() {
        for lazy in [false, true] {
            let place = Place()
            let host = ViewHost(Rows(place: place, lazy: lazy), width: 12, height: 5)
            host.renderFrame()
            #expect(place.top == 0, "lazy \(lazy)")
            #expect(host.buffer.lines[0] == "top 0", "lazy \(lazy): written in the frame that drew the window")
            host.send(.tab)
            host.send(.pageDown)
            host.settle()
            let top = host.buffer.lines[1]
            #expect(top != "row 0", "lazy \(lazy)")
            #expect(top == "row \(place.top ?? -1)", "lazy \(lazy)")
            #expect(host.buffer.lines[0] == "top \(place.top ?? -1)", "lazy \(lazy)")
        }
    }

    @Test func settingTheBindingScrollsThatViewToTheTop() {
        for lazy in [false, true] {
            let place = Place()
            place.top = 12
            let host = ViewHost(Rows(place: place, lazy: lazy), width: 12, height: 5)
            host.renderFrame()
            #expect(host.buffer.lines == ["top 12", "row 12", "row 13", "row 14", "row 15"], "lazy \(lazy)")
            place.top = 30
            host.settle()
            #expect(host.buffer.lines[1] == "row 30", "lazy \(lazy)")
            // Past where the window can go: it stops at the end, and the binding says so.
            place.top = 39
            host.settle()
            #expect(host.buffer.lines == ["top 36", "row 36", "row 37", "row 38", "row 39"], "lazy \(lazy)")
            #expect(place.top == 36, "lazy \(lazy)")
            // An id no view has scrolls nothing.
            place.top = 99
            host.settle()
            #expect(host.buffer.lines[1] == "row 36", "lazy \(lazy)")
        }
    }

    @Test func withAnAnchorTheViewGoesToThatPointOfTheWindow() {
        for lazy in [false, true] {
            let place = Place()
            place.top = 20
            let host = ViewHost(Rows(place: place, lazy: lazy, anchor: .bottom), width: 12, height: 5)
            host.renderFrame()
            #expect(host.buffer.lines[4] == "row 20", "lazy \(lazy)")
            #expect(place.top == 17, "lazy \(lazy)")
        }
    }

    @Test func aReaderScrollsToAForEachElementThatIsOnlyAText() {
        let host = ViewHost(
            ScrollViewReader { proxy in
                VStack(alignment: .leading) {
                    Button("to 25") { proxy.scrollTo(25, anchor: .top) }
                    ScrollView {
                        VStack(alignment: .leading) { ForEach(0..<40, id: \.self) { Text("row \($0)") } }
                    }
                }
            }, width: 12, height: 4)
        host.renderFrame()
        #expect(host.buffer.lines[1] == "row 0")
        host.send(.tab)
        host.send(.enter)
        host.settle()
        #expect(host.buffer.lines[1] == "row 25")
    }
}
