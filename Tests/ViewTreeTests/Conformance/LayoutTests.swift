import Testing

@testable import ViewTree

/// Primitives, modifiers and control flow, as they come out in cells.
@Suite @MainActor struct LayoutTests {
    func render<Content: View>(_ width: Int, _ height: Int, @ViewBuilder _ content: () -> Content) -> CellBuffer {
        let host = ViewHost(Sample(content: content), width: width, height: height)
        host.renderFrame()
        return host.buffer
    }

    @Test func controlFlowPicksTheBranches() {
        let on = ViewHost(ControlFlowView(flag: true, name: "ann", count: 1), width: 20, height: 5)
        on.renderFrame()
        // A VStack centres its children in its width, the widest child's, as SwiftUI does.
        #expect(on.buffer.lines == ["   on", "hello ann", "   one", " grouped", ""])
        let off = ViewHost(ControlFlowView(flag: false, name: nil, count: 5), width: 20, height: 5)
        off.renderFrame()
        #expect(off.buffer.lines == ["  off", " many", "grouped", "", ""])
    }

    @Test func spacerPushesAndDividersSpanTheirStack() {
        let buffer = render(10, 3) {
            VStack {
                HStack {
                    Text("a")
                    Spacer()
                    Text("b")
                }
                Divider()
                HStack {
                    Text("x")
                    Divider()
                    Text("y")
                }
            }
        }
        // The second HStack is as wide as its content, centred, one cell between its children.
        #expect(buffer.lines == ["a        b", "──────────", "  x │ y"])
    }

    @Test func paddingFrameAndBorder() {
        let buffer = render(12, 7) {
            VStack {
                Text("pad").padding(.leading, 2)
                Text("right").frame(width: 8, alignment: .trailing)
                Text("box").border()
                Text("a long text").frame(width: 6)
            }
        }
        // The stack is 8 wide (the fixed frame): narrower children are centred in it.
        #expect(buffer.lines == ["   pad", "   right", " ┌───┐", " │box│", " └───┘", " a long", " text"])
    }

    @Test func maxWidthInfinityFillsAndCentersItsContent() {
        let buffer = render(9, 1) {
            Text("mid").frame(maxWidth: .infinity, alignment: .center)
        }
        #expect(buffer.lines == ["   mid"])
    }

    @Test func stylesReachTheCellsAndFillTheirFrame() {
        let buffer = render(6, 2) {
            VStack {
                HStack {
                    Text("ab").bold().underline()
                    Spacer()
                }
                .reverse()
                Text("c").foregroundColor(.brightRed).backgroundColor(.blue)
            }
        }
        #expect(buffer[0, 0].style == CellStyle(bold: true, underline: true, reverse: true))
        #expect(buffer[5, 0].style == CellStyle(reverse: true))
        // "c" is centred under the row that fills the width.
        #expect(buffer[2, 1].style == CellStyle(foreground: .brightRed, background: .blue))
        #expect(buffer[1, 1].style == .plain)
    }

    @Test func wideCharactersKeepColumnsAligned() {
        let buffer = render(16, 3) {
            VStack {
                ForEach(["買い物", "👍 ok", "e\u{301}t\u{e9}"], id: \.self) { title in
                    HStack {
                        Text(title).frame(width: 7)
                        Text("|")
                    }
                }
            }
        }
        // Each title centred in its 7 columns (rounded toward the leading edge), then the
        // HStack's one cell of spacing.
        #expect(buffer.lines == ["買い物  |", " 👍 ok  |", "  été   |"])
        #expect(buffer[1, 0].isContinuation)
    }
}

/// Repeated ids are a caller's mistake, but must not lose nodes or their trackings.
@Suite @MainActor struct DuplicateIDTests {
    @Test func repeatedIDsShowEveryElementAndKeepTheNodeCountSteady() {
        let list = TodoList(titles: ["a", "b"])
        let host = ViewHost(DuplicateRows(list: list), width: 10, height: 4)
        host.renderFrame()
        #expect(host.buffer.lines.prefix(2) == ["[ ] a", "[ ] a"])
        let nodes = host.nodeCount
        list.items[0].isDone = true
        let frame = host.renderFrame()
        #expect(frame.evaluatedNodes == ["TodoItemView#a", "TodoItemView#a[2]"])
        #expect(host.buffer.lines.prefix(2) == ["[x] a", "[x] a"])
        list.items.append(list.makeItem("c"))
        host.renderFrame()
        #expect(host.nodeCount == nodes)
    }
}

/// The first item twice under the same id.
struct DuplicateRows: View {
    let list: TodoList

    var body: some View {
        VStack {
            ForEach([list.items[0], list.items[0]], id: \.id) { item in
                TodoItemView(item: item, list: list)
            }
        }
    }
}
