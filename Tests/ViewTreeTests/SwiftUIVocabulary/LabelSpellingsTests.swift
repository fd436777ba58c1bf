import Foundation
import Testing
import TrackingCore
import ViewTreeTesting

@testable import ViewTree

/// The last labels the inventory marks supported that no other test wrote out: a long press's
/// distance, a drag's velocity and predicted end, a swipe that may not go all the way, a
/// table column's comparator and width range, an image's scale and transaction, and views
/// under `if #available`.
@Suite @MainActor struct LabelSpellingsTests {
    struct Pointer: View {
        @State private var log: [String] = []
        var body: some View {
            VStack(alignment: .leading) {
                Text(log.suffix(1).joined())
                Text("hold").onLongPressGesture(minimumDuration: 0.5, maximumDistance: 2) { log.append("held") }
                Text("drag")
                    .gesture(
                        DragGesture().onEnded { value in
                            let end = value.predictedEndLocation
                            let sign = value.velocity.width < 0 ? "-" : "+"
                            log.append(
                                "v\(sign) end \(Int(end.x)),\(Int(end.y)) \(Int(value.predictedEndTranslation.width))")
                        })
                Spacer()
            }
        }
    }

    @Test func aLongPressWithinItsDistanceAndADragsPrediction() async {
        let tester = ViewTester(Pointer(), width: 30, height: 6)
        tester.click(x: 1, y: 1)
        await tester.advance(by: .milliseconds(600))
        tester.release(x: 1, y: 1)
        #expect(tester.lines[0] == "held")
        tester.drag(fromX: 1, y: 2, toX: 5, toY: 2)
        #expect(tester.lines[0] == "v+ end 5,0 4", "no momentum: it ends where the pointer is, in the view's space")
    }

    @Trackable final class Inbox {
        var log: [String] = []
    }

    struct Mail: View {
        let inbox: Inbox
        var body: some View {
            List {
                Button("Lunch?") {}
                    .swipeActions(edge: .trailing, allowsFullSwipe: false) {
                        Button("Archive") { inbox.log.append("archive") }
                    }
            }
        }
    }

    @Test func aSwipeThatMayNotGoAllTheWayOpensAsAnother() {
        let inbox = Inbox()
        let host = ViewHost(Mail(inbox: inbox), width: 20, height: 5)
        host.renderFrame()
        host.send(.tab)
        host.send(.left)
        host.renderFrame()
        host.send(.enter)
        #expect(inbox.log == ["archive"])
    }

    struct Book: Identifiable {
        let title: String
        let id = UUID()
    }

    struct Shelf: View {
        @State private var order = [KeyPathComparator(\Book.title, comparator: String.StandardComparator.lexical)]
        let books = [Book(title: "b10"), Book(title: "b9")]
        var body: some View {
            Table(books, sortOrder: $order) {
                TableColumn("Title", value: \.title, comparator: String.StandardComparator.lexical) { Text($0.title) }
                    .width(min: 4, ideal: 6, max: 8)
            }
        }
    }

    @Test func aColumnSortsByItsComparatorInItsWidthRange() {
        let lines = Sample.lines(20, 4) { Shelf() }
        #expect(lines[0] == "Tit… ▲", "the column at its ideal width of 6: \(lines)")
        #expect(lines.contains { $0.hasPrefix("b10") } && lines.contains { $0.hasPrefix("b9") })
    }

    struct Picture: View {
        var body: some View {
            VStack {
                AsyncImage(url: URL(string: "https://example.com/a.png"), scale: 2)
                AsyncImage(url: nil, scale: 1, transaction: Transaction(animation: .easeIn)) { phase in
                    if case .empty = phase { Text("loading") }
                }
                if #available(macOS 15, *) {
                    Text("new")
                } else {
                    Text("old")
                }
            }
        }
    }

    @Test func anImagesScaleAndTransactionAndAnAvailabilityCheck() {
        #expect(
            Sample.lines(10, 3) { Picture() }.map { $0.trimmingCharacters(in: .whitespaces) } == [
                "▣", "loading", "new",
            ])
    }
}
