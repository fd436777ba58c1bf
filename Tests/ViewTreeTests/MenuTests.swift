import Testing
import TrackingCore

@testable import ViewTree

/// `Menu`, as SwiftUI's: a button opening a list of actions under it, keys and clicks in the
/// list, Escape, and the focus given back.
@Suite @MainActor struct MenuTests {
    @Trackable final class Document {
        var log: [String] = []
    }

    /// Apple's `Menu` sample.
    struct Editor: View {
        let document: Document
        var body: some View {
            VStack(alignment: .leading) {
                Menu("Actions") {
                    Button("Duplicate") { document.log.append("duplicate") }
                    Button("Rename") { document.log.append("rename") }
                    Button("Delete…", role: .destructive) { document.log.append("delete") }
                }
                Text("body text under the menu")
                Button("Other") {}
            }
        }
    }

    @Test func returnOpensTheListUnderTheButtonAndAnItemRunsAndClosesIt() {
        let document = Document()
        let host = ViewHost(Editor(document: document), width: 30, height: 7)
        host.renderFrame()
        #expect(host.buffer.lines[0] == "[ Actions ▾ ]")
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(
            Array(host.buffer.lines.prefix(6)) == [
                "[ Actions ▾ ]", "┌───────────┐er the menu", "│ Duplicate │", "│ Rename    │", "│ Delete…   │",
                "└───────────┘",
            ])
        #expect(host.buffer[2, 2].style.reverse, "the first item has the focus")
        #expect(host.buffer[2, 4].style.foreground == .red)
        host.send(.down)
        host.send(.enter)
        #expect(document.log == ["rename"])
        host.renderFrame()
        #expect(host.buffer.lines[1] == "body text under the menu", "closed")
        #expect(host.focusedIdentity == "Button", "the menu's button has the focus again")
        host.send(.enter)
        host.renderFrame()
        host.send(.tab)
        host.send(.tab)
        host.send(.tab)
        host.renderFrame()
        #expect(host.buffer[2, 2].style.reverse, "Tab goes round the open list")
        host.send(.escape)
        host.renderFrame()
        #expect(host.buffer.lines[1] == "body text under the menu" && document.log == ["rename"])
    }

    @Test func nearTheBottomTheListOpensOverTheButton() {
        let document = Document()
        let host = ViewHost(
            VStack {
                Spacer()
                Menu("More") { Button("One") { document.log.append("one") } }
            }, width: 12, height: 5)
        host.renderFrame()
        #expect(host.buffer.lines[4] == "[ More ▾ ]")
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(Array(host.buffer.lines.prefix(4)) == ["", "┌─────┐", "│ One │", "└─────┘"])
        host.send(.mouse(MouseEvent(.click, x: 2, y: 2)))
        #expect(document.log == ["one"], "a click on an item runs it")
    }
}
