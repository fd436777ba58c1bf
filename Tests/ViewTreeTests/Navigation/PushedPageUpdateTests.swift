import Observation
import Testing
import ViewTreeTesting

@testable import ViewTree

/// A page a link pushed is part of the body that made the link: when that body runs again,
/// SwiftUI builds the destination again, so the page shows the parent's new values (a count
/// the page itself bumps through a closure, an item that changed behind it).
@Suite @MainActor struct PushedPageUpdateTests {
    /// A page showing a number its parent owns, with a button that changes it there.
    private struct Tally: View {
        let count: Int
        let add: () -> Void

        var body: some View {
            VStack {
                Text("tally \(count)")
                Button("Add", action: add)
            }
        }
    }

    private struct LinkedTally: View {
        @State private var count = 0

        var body: some View {
            NavigationStack {
                List {
                    NavigationLink(destination: Tally(count: count, add: { count += 1 })) {
                        Text("row \(count)")
                    }
                }
            }
        }
    }

    private struct PresentedTally: View {
        @State private var count = 0
        @State private var isShown = false

        var body: some View {
            NavigationStack {
                Button("Show") { isShown = true }
                    .navigationDestination(isPresented: $isShown) {
                        Tally(count: count, add: { count += 1 })
                    }
            }
        }
    }

    @Observable final class Counter {
        var value = 0
    }

    private struct ObservedTally: View {
        let counter: Counter

        var body: some View {
            NavigationStack {
                NavigationLink("open \(counter.value)") {
                    Tally(count: counter.value, add: { counter.value += 1 })
                }
            }
        }
    }

    private static func pageShows(_ tester: ViewTester, _ text: String) -> Bool {
        tester.lines.contains { $0.contains(text) }
    }

    /// Opens the page (the first button), then presses its Add: a tester on the page
    /// showing `tally 1`, having shown `tally 0`.
    private static func openAndAdd(_ view: some View) -> ViewTester {
        let tester = ViewTester(view, width: 30, height: 8)
        tester.press(.tab, .enter)
        #expect(pageShows(tester, "tally 0"), "\(tester.lines)")
        tester.press(.tab, .enter)
        #expect(pageShows(tester, "tally 1"), "\(tester.lines)")
        return tester
    }

    @Test func aLinksPageShowsTheParentsNewValue() {
        let tester = Self.openAndAdd(LinkedTally())
        tester.press(.enter)
        #expect(Self.pageShows(tester, "tally 2"), "\(tester.lines)")
        tester.press(.escape)
        #expect(Self.pageShows(tester, "row 2"), "the list behind it too: \(tester.lines)")
    }

    @Test func aPresentedDestinationShowsTheParentsNewValue() {
        let tester = Self.openAndAdd(PresentedTally())
        tester.press(.escape)
        #expect(Self.pageShows(tester, "Show"), "back leaves the page: \(tester.lines)")
    }

    @Test func aPageReadingAnObservableModelThroughItsParentFollowsIt() {
        let counter = Counter()
        let tester = Self.openAndAdd(ObservedTally(counter: counter))
        counter.value = 5
        tester.pressAhead([])
        #expect(Self.pageShows(tester, "tally 5"), "a change from elsewhere: \(tester.lines)")
    }

    /// The parent's change runs the page it made once, and then nothing more runs.
    @Test func theParentsNewValueRunsThePageOnce() {
        let tester = Self.openAndAdd(LinkedTally())
        #expect(tester.bodiesRun.filter { $0.hasPrefix("Tally") }.count == 1, "\(tester.bodiesRun)")
        tester.pressAhead([])
        #expect(tester.bodiesRun.isEmpty, "\(tester.bodiesRun)")
    }

    private struct TickRow: View {
        @State private var ticked = false

        var body: some View {
            Button(ticked ? "ticked" : "tick") { ticked = true }
        }
    }

    /// The list's rows stay made under the page, so their state is there on the way back,
    /// as SwiftUI's.
    @Test func rowsUnderAPageKeepTheirState() {
        let tester = ViewTester(
            NavigationStack {
                List {
                    TickRow()
                    NavigationLink("open") { Text("page") }
                }
            }, width: 30, height: 8)
        tester.press(.tab, .enter)
        #expect(Self.pageShows(tester, "ticked"), "\(tester.lines)")
        tester.press(.tab, .enter)
        #expect(Self.pageShows(tester, "page"), "\(tester.lines)")
        tester.press(.escape)
        #expect(Self.pageShows(tester, "ticked"), "\(tester.lines)")
    }
}
