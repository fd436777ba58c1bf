import Testing
import TrackingCore

@testable import ViewTree

/// `.toolbar` with `ToolbarItem`, as SwiftUI's: the items at the end of the navigation
/// stack's title line while their view is on top, reached with Tab.
@Suite @MainActor struct ToolbarTests {
    @Trackable final class Mail {
        var composed = 0
    }

    struct Inbox: View {
        let mail: Mail
        var body: some View {
            NavigationStack {
                VStack(alignment: .leading) {
                    Text("\(mail.composed) drafts")
                    NavigationLink("Settings") { Text("settings page").navigationTitle("Settings") }
                }
                .navigationTitle("Inbox")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button("Compose") { mail.composed += 1 }
                    }
                }
            }
        }
    }

    @Test func itemsShowAtTheEndOfTheTitleLineWhileTheirViewIsOnTop() {
        let mail = Mail()
        let host = ViewHost(Inbox(mail: mail), width: 30, height: 5)
        host.renderFrame()
        #expect(host.buffer.lines[0] == "Inbox              [ Compose ]")
        host.send(.tab)
        host.send(.enter)
        #expect(mail.composed == 1, "Tab reaches the item first, at the top")
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(host.buffer.lines[0] == "‹ Esc  Settings", "the pushed view has no items")
        host.send(.escape)
        host.renderFrame()
        #expect(host.buffer.lines[0] == "Inbox              [ Compose ]")
        #expect(host.buffer.lines[2] == "1 drafts")
    }

    @Test func outsideAStackTheItemsShowOnARowAbove() {
        let screen = Sample.host(20, 2) {
            Text("body").toolbar { Button("Save") {} }
        }.buffer
        #expect(screen.lines == ["[ Save ]", "body"])
    }
}
