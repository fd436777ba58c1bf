import Foundation
import Testing
import TrackingCore

@testable import ViewTree

/// `scrollPosition(_:anchor:)` with a `ScrollPosition`, as SwiftUI's: setting it to an edge,
/// an id or a point scrolls there; the user's scrolling sets its view id and marks it as
/// positioned by the user; in a plain stack and in a lazy one.
@Suite @MainActor struct ScrollPositionValueTests {
    @Trackable final class Place {
        var position = ScrollPosition(idType: Int.self)
    }

    /// A line that shows the position, over `count` rows in a plain or a lazy stack.
    struct Rows: View {
        @Bindable var place: Place
        var lazy = false
        var count = 60
        var body: some View {
            VStack(alignment: .leading) {
                Text(
                    "id \(place.position.viewID(type: Int.self).map(String.init) ?? "-")"
                        + (place.position.isPositionedByUser ? " user" : ""))
                if lazy {
                    ScrollView {
                        LazyVStack(alignment: .leading) { ForEach(0..<count, id: \.self) { Text("row \($0)") } }
                    }
                    .scrollPosition($place.position)
                } else {
                    ScrollView {
                        VStack(alignment: .leading) { ForEach(0..<count, id: \.self) { Text("row \($0)") } }
                    }
                    .scrollPosition($place.position)
                }
            }
        }
    }

    @Test func anEdgeAnIDAndAPointScrollThere() {
        for lazy in [false, true] {
            let place = Place()
            let host = ViewHost(Rows(place: place, lazy: lazy), width: 14, height: 6)
            host.renderFrame()
            place.position.scrollTo(edge: .bottom)
            host.settle()
            #expect(host.buffer.lines[5] == "row 59", "lazy \(lazy): \(host.buffer.lines)")
            #expect(place.position.edge == .bottom, "lazy \(lazy): nobody scrolled by hand")
            place.position.scrollTo(id: 20)
            host.settle()
            #expect(host.buffer.lines[1] == "row 20", "lazy \(lazy): \(host.buffer.lines)")
            place.position.scrollTo(y: 7)
            host.settle()
            #expect(host.buffer.lines[1] == "row 7", "lazy \(lazy): \(host.buffer.lines)")
            place.position.scrollTo(edge: .top)
            host.settle()
            #expect(host.buffer.lines[1] == "row 0", "lazy \(lazy): \(host.buffer.lines)")
        }
    }

    @Test func scrollingByHandSetsTheViewIDAndMarksThePositionAsTheUsers() {
        for lazy in [false, true] {
            let place = Place()
            place.position.scrollTo(edge: .bottom)
            let host = ViewHost(Rows(place: place, lazy: lazy), width: 14, height: 6)
            host.settle()
            #expect(host.buffer.lines[5] == "row 59", "lazy \(lazy): an initial edge: \(host.buffer.lines)")
            host.send(.tab)
            host.send(.pageUp)
            host.settle()
            let top = host.buffer.lines[1]
            #expect(top != "row 55", "lazy \(lazy)")
            #expect(top == "row \(place.position.viewID(type: Int.self) ?? -1)", "lazy \(lazy)")
            #expect(place.position.isPositionedByUser && place.position.edge == nil, "lazy \(lazy)")
            #expect(host.buffer.lines[0] == "id \(place.position.viewID(type: Int.self) ?? -1) user")
            place.position.scrollTo(edge: .bottom)
            host.settle()
            #expect(host.buffer.lines[5] == "row 59", "lazy \(lazy): the same edge again, after the user moved")
            #expect(!place.position.isPositionedByUser)
        }
    }

    @Test func aPositionOfAnotherIDTypeTakesNoIDFromTheRows() {
        var position = ScrollPosition(idType: String.self)
        position.scrollTo(id: 3)
        #expect(position.viewID == nil && position.viewID(type: Int.self) == nil)
        var byPoint = ScrollPosition(point: CGPoint(x: 2, y: 9))
        #expect(byPoint.point == CGPoint(x: 2, y: 9) && byPoint.edge == nil)
        byPoint.isPositionedByUser = true
        #expect(byPoint.point == nil, "positioned by the user, as SwiftUI documents, drops the point")
    }
}
