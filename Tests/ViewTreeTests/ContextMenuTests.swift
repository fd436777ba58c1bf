import Testing
import TrackingCore

@testable import ViewTree

/// `.contextMenu`: Shift-F10 on the focused view, or a right click on it, opens its actions
/// under it; they run as a menu's, and Escape closes the list.
@Suite @MainActor struct ContextMenuTests {
    @Trackable final class Log {
        var lines: [String] = []
    }

    /// A list of files, each with a context menu, as in Apple's `contextMenu` sample.
    struct Files: View {
        let log: Log
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(["notes.txt", "todo.txt"], id: \.self) { file in
                    Button(file) { log.lines.append("open \(file)") }
                        .contextMenu {
                            Button("Copy") { log.lines.append("copy \(file)") }
                            Button("Delete", role: .destructive) { log.lines.append("delete \(file)") }
                        }
                }
                // With a preview, which a terminal does not show: the same actions.
                Button("photo.png") { log.lines.append("open photo.png") }
                    .contextMenu {
                        Button("Copy") { log.lines.append("copy photo.png") }
                        Button("Delete", role: .destructive) { log.lines.append("delete photo.png") }
                    } preview: {
                        Text("a large preview")
                    }
                Text("footer")
            }
        }
    }

    @Test func shiftF10OpensTheFocusedViewsActions() {
        let log = Log()
        let host = ViewHost(Files(log: log), width: 30, height: 8)
        host.renderFrame()
        host.send(.tab)
        host.send(.tab)
        host.send(.function(22))
        host.renderFrame()
        #expect(
            Array(host.buffer.lines.prefix(6)) == [
                "[ notes.txt ]", "[ todo.txt ]", "┌────────┐g ]", "│ Copy   │", "│ Delete │", "└────────┘",
            ])
        #expect(host.buffer[2, 3].style.reverse, "the first action has the focus")
        host.send(.down)
        host.send(.enter)
        #expect(log.lines == ["delete todo.txt"])
        host.renderFrame()
        #expect(host.buffer.lines[2] == "[ photo.png ]", "closed")
        #expect(host.focusedIdentity == "Button#todo.txt", "the row has the focus again")
        host.send(.enter)
        #expect(log.lines.last == "open todo.txt", "Return still opens it: the menu is on another key")
    }

    @Test func aRightClickFocusesTheViewAndOpensItsActions() {
        let log = Log()
        let host = ViewHost(Files(log: log), width: 30, height: 8)
        host.renderFrame()
        host.send(.mouse(MouseEvent(.secondaryClick, x: 3, y: 2)))
        host.renderFrame()
        #expect(host.buffer.lines[3].hasPrefix("┌"), "under photo.png")
        #expect(log.lines.isEmpty, "a right click does not press the button")
        host.send(.character("x"))
        host.send(.escape)
        host.renderFrame()
        #expect(host.buffer.lines[3] == "footer", "Escape closed it")
        #expect(host.focusedIdentity == "Button", "photo.png, outside the ForEach")
        host.send(.mouse(MouseEvent(.click, x: 3, y: 0)))
        #expect(log.lines == ["open notes.txt"], "a left click presses")
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
