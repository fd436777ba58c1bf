import Testing
import TrackingCore

@testable import ViewTree

/// `Menu`, as SwiftUI's: a button opening a list of actions under it, keys and clicks in the
/// list, Escape, and the focus given back.
@Suite @MainActor struct MenuTests {
    @Trackable final class Document {
        var log: [String] = []
    }

    /// A drawing's layer menu over its canvas: three actions, the last destructive.
    struct LayerPanel: View {
        let document: Document
        var body: some View {
            VStack(alignment: .leading) {
                Menu("Layers") {
                    Button("Merge down") { document.log.append("merge") }
                    Button("Hide") { document.log.append("hide") }
                    Button("Flatten…", role: .destructive) { document.log.append("flatten") }
                }
                Text("canvas under the open list")
                Button("Export") {}
            }
        }
    }

    @Test func returnOpensTheListUnderTheButtonAndAnItemRunsAndClosesIt() {
        let document = Document()
        let host = ViewHost(LayerPanel(document: document), width: 30, height: 7)
        host.renderFrame()
        #expect(host.buffer.lines[0] == "[ Layers ▾ ]")
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        // The list is as wide as "Merge down" with a cell and the frame each side, over the
        // start of the line under the button.
        #expect(
            Array(host.buffer.lines.prefix(6)) == [
                "[ Layers ▾ ]", "┌────────────┐he open list", "│ Merge down │", "│ Hide       │", "│ Flatten…   │",
                "└────────────┘",
            ])
        #expect(host.buffer[2, 2].style.reverse, "the first item has the focus")
        #expect(host.buffer[2, 4].style.foreground == .red)
        host.send(.down)
        host.send(.enter)
        #expect(document.log == ["hide"])
        host.renderFrame()
        #expect(host.buffer.lines[1] == "canvas under the open list", "closed")
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
        #expect(host.buffer.lines[1] == "canvas under the open list" && document.log == ["hide"])
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
