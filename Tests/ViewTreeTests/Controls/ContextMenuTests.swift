import Testing
import TrackingCore

@testable import ViewTree

/// `.contextMenu`: Shift-F10 on the focused view, or a right click on it, opens its actions
/// under it; they run as a menu's, and Escape closes the list.
@Suite @MainActor struct ContextMenuTests {
    @Trackable final class Log {
        var lines: [String] = []
    }

    /// Playlists, each a button that plays it with a context menu of its own; the last one,
    /// outside the `ForEach`, has a preview too.
    struct Playlists: View {
        let log: Log
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(["Morning", "Commute"], id: \.self) { playlist in
                    Button(playlist) { log.lines.append("play \(playlist)") }
                        .contextMenu { actions(for: playlist) }
                }
                // With a preview, which a terminal does not show: the same actions.
                Button("Road trip") { log.lines.append("play Road trip") }
                    .contextMenu {
                        actions(for: "Road trip")
                    } preview: {
                        Text("the cover, large")
                    }
                Text("3 playlists")
            }
        }

        @ViewBuilder func actions(for playlist: String) -> some View {
            Button("Queue") { log.lines.append("queue \(playlist)") }
            Button("Remove", role: .destructive) { log.lines.append("remove \(playlist)") }
        }
    }

    @Test func shiftF10OpensTheFocusedViewsActions() {
        let log = Log()
        let host = ViewHost(Playlists(log: log), width: 30, height: 8)
        host.renderFrame()
        host.send(.tab)
        host.send(.tab)
        host.send(.function(22))
        host.renderFrame()
        // Under Commute, as wide as "Remove" with a cell and the frame each side (10 cells):
        // the ends of the two rows under it, "[ Road trip ]" and "3 playlists", still show.
        #expect(
            Array(host.buffer.lines.prefix(6)) == [
                "[ Morning ]", "[ Commute ]", "┌────────┐p ]", "│ Queue  │s", "│ Remove │", "└────────┘",
            ])
        #expect(host.buffer[2, 3].style.reverse, "the first action has the focus")
        host.send(.down)
        host.send(.enter)
        #expect(log.lines == ["remove Commute"])
        host.renderFrame()
        #expect(host.buffer.lines[2] == "[ Road trip ]", "closed")
        #expect(host.focusedIdentity == "Button#Commute", "the row has the focus again")
        host.send(.enter)
        #expect(log.lines.last == "play Commute", "Return still plays it: the menu is on another key")
    }

    @Test func aRightClickFocusesTheViewAndOpensItsActions() {
        let log = Log()
        let host = ViewHost(Playlists(log: log), width: 30, height: 8)
        host.renderFrame()
        host.send(.mouse(MouseEvent(.secondaryClick, x: 3, y: 2)))
        host.renderFrame()
        #expect(host.buffer.lines[3].hasPrefix("┌"), "under Road trip")
        #expect(log.lines.isEmpty, "a right click does not press the button")
        host.send(.character("x"))
        host.send(.escape)
        host.renderFrame()
        #expect(host.buffer.lines[3] == "3 playlists", "Escape closed it")
        #expect(host.focusedIdentity == "Button", "Road trip, outside the ForEach")
        host.send(.mouse(MouseEvent(.click, x: 3, y: 0)))
        #expect(log.lines == ["play Morning"], "a left click presses")
    }

    /// A menu inside a view with a context menu, beside a button with a shortcut.
    struct MenuInContext: View {
        let log: Log
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Menu("Sort") {
                    Button("By name") { log.lines.append("by name") }
                }
                .contextMenu {
                    Button("Copy") { log.lines.append("copy") }
                }
                Button("Quit") { log.lines.append("quit") }.keyboardShortcut("q")
            }
        }
    }

    /// An open menu's list is modal, as SwiftUI's: Shift-F10 does not open the context menu
    /// around it over it, and a shortcut does not run; once it is closed both do.
    @Test func anOpenMenuKeepsItsKeys() {
        let log = Log()
        let host = ViewHost(MenuInContext(log: log), width: 30, height: 8)
        host.renderFrame()
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(host.buffer.lines[1].hasPrefix("┌"), "the menu's list is open")
        host.send(.function(22))
        host.send(.character("q"))
        host.renderFrame()
        #expect(host.buffer.lines[2] == "│ By name │", "the list alone: \(host.buffer.lines)")
        #expect(log.lines.isEmpty)
        host.send(.escape)
        host.renderFrame()
        host.send(.character("q"))
        host.send(.function(22))
        host.renderFrame()
        #expect(log.lines == ["quit"])
        #expect(host.buffer.lines[2] == "│ Copy │", "the context menu: \(host.buffer.lines)")
    }
}
