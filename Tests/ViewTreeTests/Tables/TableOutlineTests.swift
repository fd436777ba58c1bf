import Testing
import TrackingCore

@testable import ViewTree

/// `Table(_:children:columns:)`, as SwiftUI's: a table of trees whose elements with children
/// show an arrow that shows their rows under them, indented; selectable by keys.
@Suite @MainActor struct TableOutlineTests {
    /// A folder or a file, with its size in blocks.
    struct Entry: Identifiable {
        let name: String
        let blocks: Int
        var contents: [Entry]?
        var id: String { name }
    }

    static let disk = [
        Entry(
            name: "src", blocks: 12,
            contents: [
                Entry(name: "main.c", blocks: 4),
                Entry(name: "lib", blocks: 8, contents: [Entry(name: "io.c", blocks: 8)]),
            ]),
        Entry(name: "notes.txt", blocks: 1),
        Entry(name: "empty", blocks: 0, contents: []),
    ]

    struct Disk: View {
        @State var selection: String?
        var body: some View {
            VStack(alignment: .leading) {
                Text("selected \(selection ?? "none")")
                Table(TableOutlineTests.disk, children: \.contents, selection: $selection) {
                    TableColumn("Name", value: \.name)
                    TableColumn("Blocks") { entry in Text("\(entry.blocks)") }
                }
            }
        }
    }

    @Test func rowsWithChildrenOpenByKeysAndClicks() {
        let host = ViewHost(Disk(), width: 33, height: 8)
        host.renderFrame()
        #expect(
            host.buffer.lines == [
                "selected none", "Name             Blocks", String(repeating: "─", count: 33),
                "▸ src            12", "  notes.txt      1", "▸ empty          0", "", "",
            ], "an arrow on the elements with children (an empty folder too), none on a file")
        host.send(.tab)
        host.send(.down)
        host.send(.right)
        host.settle()
        #expect(
            Array(host.buffer.lines[3...7]) == [
                "▾ src            12", "    main.c       4", "  ▸ lib          8", "  notes.txt      1",
                "▸ empty          0",
            ], "Right opens the selected row: its children under it, a level in")
        #expect(host.buffer.lines[0] == "selected src")
        // Down moves through the rows shown, the children included.
        host.send(.down)
        host.send(.down)
        host.send(.right)
        host.settle()
        #expect(host.buffer.lines[0] == "selected lib")
        #expect(host.buffer.lines[6] == "      io.c       8")
        // Left closes the selected row; a click on an arrow toggles it.
        host.send(.left)
        host.settle()
        #expect(host.buffer.lines[6] == "  notes.txt      1")
        host.send(.mouse(MouseEvent(.click, x: 0, y: 3)))
        host.settle()
        #expect(
            Array(host.buffer.lines[3...5]) == ["▸ src            12", "  notes.txt      1", "▸ empty          0"])
    }

    @Test func aTableOfTreesWithoutSelectionShowsItsRoots() {
        let host = ViewHost(
            Table(Self.disk, children: \.contents) { TableColumn("Name", value: \.name) }, width: 20, height: 5)
        host.renderFrame()
        #expect(host.buffer.lines == ["Name", String(repeating: "─", count: 20), "▸ src", "  notes.txt", "▸ empty"])
    }
}
