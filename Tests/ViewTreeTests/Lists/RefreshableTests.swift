import Testing
import TrackingCore

@testable import ViewTree

/// `.refreshable`, as SwiftUI's, with a key for the pull: F5 or Ctrl-R while the focus is
/// inside runs the action, one run at a time; views inside read `\.refresh`.
@Suite @MainActor struct RefreshableTests {
    @MainActor @Trackable final class Feed {
        var items = ["first"]
        var refreshes = 0

        func reload() async {
            refreshes += 1
            await Task.yield()
            items.append("new \(refreshes)")
        }
    }

    struct FeedView: View {
        let feed: Feed
        var body: some View {
            List {
                ForEach(feed.items, id: \.self) { Button($0) {} }
                RefreshButton()
            }
            .refreshable { await feed.reload() }
        }
    }

    struct RefreshButton: View {
        @Environment(\.refresh) private var refresh
        var body: some View {
            Button(refresh == nil ? "cannot refresh" : "refresh") {
                guard let refresh else { return }
                Task { await refresh() }
            }
        }
    }

    private func settle(_ host: ViewHost, until done: () -> Bool) async {
        for _ in 0..<1000 where !done() { await Task.yield() }
        host.renderFrame()
    }

    @Test func f5AndControlRRefreshAndAViewInsideMayToo() async {
        let feed = Feed()
        let host = ViewHost(FeedView(feed: feed), width: 30, height: 6)
        host.renderFrame()
        #expect(host.buffer.lines.contains { $0.contains("[ refresh ]") })
        host.send(.tab)
        host.send(.function(5))
        host.send(.function(5))
        await settle(host) { feed.items.count == 2 }
        #expect(feed.items == ["first", "new 1"] && feed.refreshes == 1, "one refresh at a time")
        // Until the first run has ended a key is swallowed: Ctrl-R until a second run starts.
        for _ in 0..<1000 where feed.refreshes < 2 {
            host.send(.control("r"))
            await Task.yield()
        }
        await settle(host) { feed.items.count == 3 }
        #expect(feed.items == ["first", "new 1", "new 2"])
        #expect(host.buffer.lines.contains { $0.contains("new 2") })
        for _ in 0..<3 { host.send(.tab) }
        #expect(host.focusedIdentity == "Button#0", "the refresh button, the list's last row")
        host.send(.enter)
        await settle(host) { feed.items.count == 4 }
        #expect(feed.refreshes == 3, "the button inside ran the environment's refresh")
    }

    @Test func outsideARefreshableViewThereIsNoRefresh() {
        #expect(Sample.lines(20, 1) { RefreshButton() } == ["[ cannot refresh ]"])
    }
}
