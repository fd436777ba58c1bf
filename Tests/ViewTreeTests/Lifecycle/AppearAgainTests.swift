import Testing
import TrackingCore
import ViewTreeTesting

@testable import ViewTree

/// A view that a page pushed over it, another tab or a collapsed column hides disappears, and
/// appears again when it shows, as SwiftUI's: `onDisappear` and `onAppear` run each time, and
/// its task is cancelled and started anew.
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

    /// A task that says when it starts and, running until cancelled, when it ends.
    struct Watching: View {
        let events: Events
        let name: String
        var body: some View {
            Text(name).task {
                events.seen.append("\(name) started")
                while !Task.isCancelled { try? await Task.sleep(for: .milliseconds(2)) }
                events.seen.append("\(name) cancelled")
            }
        }
    }

    struct StackWithTask: View {
        let events: Events
        var body: some View {
            NavigationStack {
                VStack {
                    NavigationLink("Go") { Text("page") }
                    Watching(events: events, name: "root")
                }
            }
        }
    }

    struct TabsWithTasks: View {
        @Bindable var events: Events
        var body: some View {
            TabView(selection: $events.tab) {
                Watching(events: events, name: "first").tag(0)
                Watching(events: events, name: "second").tag(1)
            }
        }
    }

    /// Lets the tasks run until `events` has `count` entries, for up to ten minutes: a task
    /// waits for the shared pool, which tests running beside it can hold for minutes (see
    /// `LifecycleTests`).
    private func waitFor(_ count: Int, in events: Events, _ tester: ViewTester) async {
        let deadline = ContinuousClock.now + .seconds(600)
        while events.seen.count < count, ContinuousClock.now < deadline { await tester.wait(for: .milliseconds(5)) }
    }

    @Test func aTaskUnderAPushedPageIsCancelledAndStartsAgainWhenItShows() async {
        let events = Events()
        let tester = ViewTester(StackWithTask(events: events), width: 20, height: 5)
        await waitFor(1, in: events, tester)
        #expect(events.seen == ["root started"])
        tester.press(.tab, .enter)
        #expect(tester.lines.pageRows().contains("page"))
        await waitFor(2, in: events, tester)
        #expect(events.seen == ["root started", "root cancelled"])
        tester.press(.escape)
        await waitFor(3, in: events, tester)
        #expect(events.seen == ["root started", "root cancelled", "root started"])
    }

    @Test func aTabsTaskStartsWhenItIsChosenAndStopsWhenAnotherIs() async {
        let events = Events()
        let tester = ViewTester(TabsWithTasks(events: events), width: 20, height: 4)
        await waitFor(1, in: events, tester)
        await tester.wait(for: .milliseconds(20))
        #expect(events.seen == ["first started"], "the tab not chosen has not started its task")
        events.tab = 1
        await tester.advance()
        await waitFor(3, in: events, tester)
        #expect(events.seen.sorted() == ["first cancelled", "first started", "second started"])
    }

    @Test func aRootCoveredByAPushedPageDisappearsAndAppearsWhenItIsBack() {
        let events = Events()
        let tester = ViewTester(Stack(events: events), width: 20, height: 5)
        #expect(events.seen == ["appear"])
        tester.press(.tab, .enter)
        #expect(tester.lines.pageRows().contains("page"))
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
