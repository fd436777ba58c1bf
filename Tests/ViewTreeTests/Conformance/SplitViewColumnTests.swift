import Testing
import TrackingCore

@testable import ViewTree

/// `navigationSplitViewColumnWidth` and `NavigationSplitViewVisibility`: columns as wide as
/// they ask (in cells), the detail keeping its minimum, and the columns a binding hides.
@Suite @MainActor struct SplitViewColumnTests {
    struct Mail: View {
        @Binding var visibility: NavigationSplitViewVisibility
        var sidebarWidth: CGFloat = 10

        var body: some View {
            NavigationSplitView(columnVisibility: $visibility) {
                Text("Boxes").navigationSplitViewColumnWidth(sidebarWidth)
            } content: {
                Text("Messages").navigationSplitViewColumnWidth(min: 12, ideal: 15, max: 30)
            } detail: {
                Text("Body")
            }
        }
    }

    @Test func columnsTakeTheWidthsTheyAskFor() {
        var visibility = NavigationSplitViewVisibility.all
        let binding = Binding(get: { visibility }, set: { visibility = $0 })
        let host = ViewHost(Mail(visibility: binding), width: 80, height: 3)
        host.renderFrame()
        // The detail's 53 cells centre its page, as SwiftUI's.
        #expect(host.buffer.lines[0] == "Boxes     │Messages       │")
        #expect(host.buffer.lines[1] == spaces(10) + "│" + spaces(15) + "│" + spaces(24) + "Body")
        let wide = ViewHost(Mail(visibility: binding, sidebarWidth: 70), width: 80, height: 3)
        wide.renderFrame()
        // 80 cells: two rules, the detail's 20, the content's 15: the sidebar gets 43.
        #expect(
            wide.buffer.lines[0].firstIndex(of: "│").map {
                wide.buffer.lines[0].distance(from: wide.buffer.lines[0].startIndex, to: $0)
            } == 43)
    }

    /// A row of fixed frames and a flexible view, as the split view lays out its columns: each
    /// frame its width, the flexible view the rest, as in SwiftUI. (A fixed frame was offered
    /// an even share and cut to it before.)
    @Test func fixedFramesInARowTakeTheirWidths() {
        let host = ViewHost(
            HStack(spacing: 0) {
                Text("A").frame(width: 43, alignment: .leading).frame(maxHeight: .infinity, alignment: .top)
                Divider()
                Text("B").frame(width: 15, alignment: .leading)
                Divider()
                Text("C").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            }, width: 80, height: 2)
        host.renderFrame()
        #expect(
            host.buffer.lines[0] == "A" + String(repeating: " ", count: 42) + "│B" + String(repeating: " ", count: 14)
                + "│C")
    }

    @Test func theVisibilityHidesTheSidebarOrBoth() {
        var visibility = NavigationSplitViewVisibility.doubleColumn
        let binding = Binding(get: { visibility }, set: { visibility = $0 })
        let host = ViewHost(Mail(visibility: binding), width: 80, height: 3)
        host.renderFrame()
        #expect(host.buffer.lines[0] == "Messages       │")
        #expect(host.buffer.lines[1] == spaces(15) + "│" + spaces(30) + "Body")
        visibility = .detailOnly
        let detail = ViewHost(Mail(visibility: binding), width: 80, height: 3)
        detail.renderFrame()
        #expect(detail.buffer.lines == ["", spaces(38) + "Body", ""])
    }

    @Trackable final class Mailbox {
        var column = NavigationSplitViewColumn.detail
    }

    struct Compact: View {
        @Bindable var mailbox: Mailbox

        var body: some View {
            NavigationSplitView(preferredCompactColumn: $mailbox.column) {
                Text("Boxes")
            } content: {
                Text("Messages")
            } detail: {
                Text("Body")
            }
        }
    }

    /// SwiftUI's `preferredCompactColumn`: collapsed, the binding's column shows (not always
    /// the sidebar), and moving between the columns sets it.
    @Test func collapsedTheCompactColumnBindingSaysWhichColumnShows() {
        let mailbox = Mailbox()
        let host = ViewHost(Compact(mailbox: mailbox), width: 40, height: 3)
        host.renderFrame()
        #expect(host.buffer.lines.prefix(2) == ["‹ Esc", spaces(18) + "Body"])
        host.send(.escape)
        host.renderFrame()
        #expect(mailbox.column == .content)
        #expect(host.buffer.lines.prefix(2) == ["‹ Esc", spaces(16) + "Messages"])
        host.send(.escape)
        host.renderFrame()
        #expect(mailbox.column == .sidebar)
        #expect(host.buffer.lines == ["", spaces(17) + "Boxes", ""])
        mailbox.column = .detail
        host.renderFrame()
        #expect(host.buffer.lines.prefix(2) == ["‹ Esc", spaces(18) + "Body"], "the app sets it too")
        let wide = ViewHost(Compact(mailbox: mailbox), width: 80, height: 3)
        wide.renderFrame()
        #expect(wide.buffer.lines[0].hasPrefix("Boxes"), "side by side, every column shows")
    }

    /// `count` spaces: a column centres its page.
    private func spaces(_ count: Int) -> String { String(repeating: " ", count: count) }
}
