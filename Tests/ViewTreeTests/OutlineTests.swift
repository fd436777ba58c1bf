import Testing
import TrackingCore

@testable import ViewTree

/// `OutlineGroup` and `List(_:children:rowContent:)` on Apple's file tree sample: arrows that
/// expand and collapse with keys and clicks, children indented under their parent, a lazy
/// list that makes only the rows on screen.
@Suite @MainActor struct OutlineTests {
    /// Apple's `FileItem`, as written in the `OutlineGroup` documentation.
    struct FileItem: Hashable, Identifiable, CustomStringConvertible {
        var id: Self { self }
        var name: String
        var children: [FileItem]? = nil
        var description: String {
            switch children {
            case nil: return "📄 \(name)"
            case .some(let children): return children.isEmpty ? "📂 \(name)" : "📁 \(name)"
            }
        }
    }

    static let data = FileItem(
        name: "users",
        children: [
            FileItem(
                name: "user1234",
                children: [
                    FileItem(
                        name: "Photos",
                        children: [FileItem(name: "photo001.jpg"), FileItem(name: "photo002.jpg")]),
                    FileItem(name: "Movies", children: [FileItem(name: "movie001.mp4")]),
                    FileItem(name: "Documents", children: []),
                ]),
            FileItem(name: "newuser", children: [FileItem(name: "Documents", children: [])]),
        ])

    /// The sample's view.
    struct Outline: View {
        var body: some View {
            OutlineGroup(OutlineTests.data, children: \.children) { item in
                Text("\(item.description)")
            }
        }
    }

    @Test func arrowsExpandAndCollapseAndChildrenAreIndented() {
        let host = ViewHost(VStack(alignment: .leading, spacing: 0) { Outline() }, width: 30, height: 10)
        host.renderFrame()
        #expect(host.buffer.lines[0] == "▸ 📁 users")
        host.send(.tab)
        host.send(.right)
        host.renderFrame()
        #expect(host.buffer.lines.prefix(3) == ["▾ 📁 users", "  ▸ 📁 user1234", "  ▸ 📁 newuser"])
        host.send(.down)
        host.send(.right)
        host.renderFrame()
        #expect(
            host.buffer.lines.prefix(6) == [
                "▾ 📁 users", "  ▾ 📁 user1234", "    ▸ 📁 Photos", "    ▸ 📁 Movies", "    ▸ 📂 Documents",
                "  ▸ 📁 newuser",
            ])
        #expect(host.buffer[2, 1].style.reverse, "user1234's arrow has the focus")
        // A click on Photos' arrow, then Return on it: open, then closed again.
        host.send(.mouse(MouseEvent(.click, x: 4, y: 2)))
        host.renderFrame()
        #expect(
            host.buffer.lines[3] == "        📄 photo001.jpg",
            "a leaf has no arrow: its text lines up with its siblings'")
        host.send(.enter)
        host.send(.up)
        host.send(.left)
        host.renderFrame()
        #expect(host.buffer.lines.prefix(3) == ["▾ 📁 users", "  ▸ 📁 user1234", "  ▸ 📁 newuser"])
    }

    @Test func aListOfTreesMakesOnlyTheRowsOnScreen() {
        // A thousand folders of ten files each, in Apple's List(_:children:) form.
        let folders = (0..<1000).map { folder in
            FileItem(name: "folder\(folder)", children: (0..<10).map { FileItem(name: "file\(folder).\($0)") })
        }
        let host = ViewHost(
            List(folders, children: \.children) { item in Text(item.description) }, width: 30, height: 5)
        host.renderFrame()
        #expect(host.buffer.lines == ["▸ 📁 folder0", "▸ 📁 folder1", "▸ 📁 folder2", "▸ 📁 folder3", "▸ 📁 folder4"])
        host.send(.tab)
        host.send(.right)
        let expand = host.renderFrame()
        #expect(
            host.buffer.lines == ["▾ 📁 folder0", "    📄 file0.0", "    📄 file0.1", "    📄 file0.2", "    📄 file0.3"])
        #expect(expand.evaluatedNodes.count < 20, "the rows on screen, not a thousand: \(expand.evaluatedNodes)")
        let list = host.liveNodes.compactMap { $0 as? ListNode }.first
        #expect((list?.rowNodeCount ?? 0) <= 5)
    }
}
