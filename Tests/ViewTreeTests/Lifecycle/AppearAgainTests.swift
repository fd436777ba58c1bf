import Testing
import TrackingCore
import ViewTreeTesting

@testable import ViewTree

/// A view that a page pushed over it, another tab or a collapsed column hides disappears, and
/// appears again when it shows, as SwiftUI's: `onDisappear` and `onAppear` run each time.
@Suite @MainActor struct AppearAgainTests {
    @Trackable final class Events {
        var seen: [String] = []
        var tab = 0
    }

    struct Stack: View {
        let events: Events
        var body: some View {
            NavigationStack {
                VStack {
                    NavigationLink("Go") { Text("page").onAppear { events.seen.append("page") } }
                    Text("root")
                        .onAppear { events.seen.append("appear") }
                        .onDisappear { events.seen.append("disappear") }
                }
            }
        }
    }

    struct Tabs: View {
        @Bindable var events: Events
        var body: some View {
            TabView(selection: $events.tab) {
                Text("first").onAppear { events.seen.append("first") }
                    .onDisappear { events.seen.append("first gone") }
                    .tag(0)
                Text("second").onAppear { events.seen.append("second") }
                    .tag(1)
            }
        }
    }

    @Test func aRootCoveredByAPushedPageDisappearsAndAppearsWhenItIsBack() {
        let events = Events()
        let tester = ViewTester(Stack(events: events), width: 20, height: 5)
        #expect(events.seen == ["appear"])
        tester.press(.tab, .enter)
        #expect(tester.lines.contains("page"))
        #expect(events.seen == ["appear", "page", "disappear"] || events.seen == ["appear", "disappear", "page"])
        tester.press(.escape)
        #expect(tester.lines.contains { $0.contains("root") })
        #expect(events.seen.filter { $0 == "appear" }.count == 2, "back on top: it appears again")
        #expect(events.seen.filter { $0 == "disappear" }.count == 1)
    }

    @Test func aTabNotChosenAppearsWhenChosenAndTheOtherDisappears() async {
        let events = Events()
        let tester = ViewTester(Tabs(events: events), width: 20, height: 4)
        #expect(events.seen == ["first"], "the hidden tab has not appeared")
        events.tab = 1
        await tester.advance()
        #expect(events.seen.sorted() == ["first", "first gone", "second"])
        events.tab = 0
        await tester.advance()
        #expect(events.seen.filter { $0 == "first" }.count == 2)
        #expect(events.seen.filter { $0 == "second" }.count == 1)
    }
}
