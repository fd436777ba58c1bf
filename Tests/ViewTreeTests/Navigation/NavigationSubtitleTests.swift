import Testing
import TrackingCore

@testable import ViewTree

/// `.navigationSubtitle(_:)`: faint after the title of the view on top; a pushed view's own
/// subtitle replaces it, and going back brings the first one back.
@Suite @MainActor struct NavigationSubtitleTests {
    struct Detail: View {
        var body: some View {
            Text("body").navigationTitle("Detail")
        }
    }

    struct Inbox: View {
        var body: some View {
            NavigationStack {
                NavigationLink("Open") { Detail().navigationSubtitle(Text("1 unread")) }
                    .navigationTitle("Inbox")
                    .navigationSubtitle("3 messages")
            }
        }
    }

    @Test func theSubtitleFollowsTheTitleOfTheViewOnTop() {
        let host = ViewHost(Inbox(), width: 30, height: 4)
        host.renderFrame()
        #expect(host.buffer.lines[0] == "Inbox 3 messages")
        #expect(host.buffer[6, 0].style.foreground == .brightBlack && host.buffer[0, 0].style.bold)
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(host.buffer.lines[0].hasSuffix("Detail 1 unread"))
        host.send(.escape)
        host.renderFrame()
        #expect(host.buffer.lines[0] == "Inbox 3 messages")
    }
}
