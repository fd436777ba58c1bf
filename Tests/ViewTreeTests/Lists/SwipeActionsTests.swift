import Testing
import TrackingCore
import ViewTreeTesting

@testable import ViewTree

/// `.swipeActions`, as SwiftUI's, with keys for the swipe: Left opens a focused row's
/// trailing actions, Right its leading ones, a right click the trailing ones.
@Suite @MainActor struct SwipeActionsTests {
    @Trackable final class Inbox {
        var messages = ["Lunch?", "Invoice", "Photos"]
        var log: [String] = []
    }

    struct Mail: View {
        let inbox: Inbox
        var body: some View {
            List {
                ForEach(inbox.messages, id: \.self) { message in
                    Button(message) { inbox.log.append("open " + message) }
                        .swipeActions {
                            Button("Archive") { inbox.log.append("archive " + message) }
                            Button("Delete", role: .destructive) { inbox.messages.removeAll { $0 == message } }
                        }
                        .swipeActions(edge: .leading) {
                            Button("Unread") { inbox.log.append("unread " + message) }
                        }
                }
            }
        }
    }

    @Test func leftOpensTheTrailingActionsAndReturnRunsOne() {
        let inbox = Inbox()
        let host = ViewHost(Mail(inbox: inbox), width: 30, height: 8)
        host.renderFrame()
        host.send(.tab)
        host.send(.down)
        host.renderFrame()
        host.send(.left)
        host.renderFrame()
        let lines = host.buffer.lines.joined(separator: "\n")
        #expect(lines.contains("Archive") && lines.contains("Delete"), "\(host.buffer.lines)")
        host.send(.enter)
        host.renderFrame()
        #expect(inbox.log == ["archive Invoice"], "the first action has the focus: the full swipe")
        #expect(!host.buffer.lines.joined().contains("Archive"), "and the list closed")
        host.send(.left)
        host.renderFrame()
        host.send(.down)
        host.send(.enter)
        host.renderFrame()
        #expect(inbox.messages == ["Lunch?", "Photos"])
    }

    @Test func rightOpensTheLeadingActionsAndEscapeClosesThem() {
        let inbox = Inbox()
        let host = ViewHost(Mail(inbox: inbox), width: 30, height: 8)
        host.renderFrame()
        host.send(.tab)
        host.send(.right)
        host.renderFrame()
        #expect(host.buffer.lines.joined().contains("Unread"))
        #expect(!host.buffer.lines.joined().contains("Archive"))
        host.send(.escape)
        host.renderFrame()
        #expect(!host.buffer.lines.joined().contains("Unread") && inbox.log.isEmpty)
        host.send(.enter)
        #expect(inbox.log == ["open Lunch?"], "the row's own action, with the list closed")
    }

    @Test func aRightClickOpensTheTrailingActions() {
        let inbox = Inbox()
        let tester = ViewTester(Mail(inbox: inbox), width: 30, height: 8)
        let row = tester.lines.firstIndex { $0.contains("Photos") } ?? 0
        tester.host.send(.mouse(MouseEvent(.secondaryClick, x: 3, y: row)))
        tester.host.renderFrame()
        #expect(tester.lines.joined().contains("Archive"), "\(tester.lines)")
    }
}
