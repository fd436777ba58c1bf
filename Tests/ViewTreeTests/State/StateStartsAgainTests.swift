import Testing
import ViewTreeTesting

@testable import ViewTree

/// A view's state lives as long as its place in the tree, as SwiftUI's: removed and put back,
/// it starts again from its initial value, even when the same view value comes back (a
/// destination built before its link is followed, a view kept in a property).
@Suite @MainActor struct StateStartsAgainTests {
    struct Counter: View {
        @State private var count = 0
        var body: some View {
            Button("count \(count)") { count += 1 }
        }
    }

    final class Tally: ObservableObject {
        @Published var count = 0
    }

    struct ObjectCounter: View {
        @StateObject private var tally = Tally()
        var body: some View {
            Button("tally \(tally.count)") { tally.count += 1 }
        }
    }

    /// A view value made once and shown while `isShown`.
    struct Reinserted<Content: View>: View {
        @State private var isShown = true
        let kept: Content
        var body: some View {
            VStack {
                Button("toggle") { isShown.toggle() }
                if isShown { kept }
            }
        }
    }

    @Test func aPushedDestinationBuiltBeforeTheLinkStartsAgainEachPush() {
        let tester = ViewTester(
            NavigationStack { NavigationLink(destination: Counter()) { Text("Go") } }, width: 20, height: 4)
        tester.press(.tab, .enter)
        tester.press(.tab, .enter, .enter)
        #expect(tester.lines.contains { $0.contains("count 2") })
        tester.press(.escape)
        tester.press(.tab, .enter)
        #expect(tester.lines.contains { $0.contains("count 0") }, "pushed again: a new page")
    }

    @Test func aKeptViewValueRemovedAndPutBackStartsAgain() {
        let tester = ViewTester(Reinserted(kept: Counter()), width: 20, height: 3)
        tester.press(.tab, .tab, .enter, .enter)
        #expect(tester.lines[1].contains("count 2"))
        tester.press(.tab, .enter, .enter)
        #expect(tester.lines[1].contains("count 0"))
    }

    @Test func aStateObjectRemovedAndPutBackIsMadeAgain() {
        let tester = ViewTester(Reinserted(kept: ObjectCounter()), width: 20, height: 3)
        tester.press(.tab, .tab, .enter)
        #expect(tester.lines[1].contains("tally 1"))
        tester.press(.tab, .enter, .enter)
        #expect(tester.lines[1].contains("tally 0"))
    }
}
