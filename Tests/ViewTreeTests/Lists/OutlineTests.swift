import Testing
import TrackingCore

@testable import ViewTree

/// `OutlineGroup` and `List(_:children:rowContent:)` on a music library: arrows that expand
/// and collapse with keys and clicks, children indented under their parent, a lazy list that
/// makes only the rows on screen.
@Suite @MainActor struct OutlineTests {
    /// An entry of a music library: a track (no `contents`), or a shelf of entries, which
    /// may be empty.
    struct Entry: Hashable, Identifiable {
        var id: Self { self }
        var name: String
        var contents: [Entry]? = nil

        static func track(_ name: String) -> Entry { Entry(name: name) }
        static func shelf(_ name: String, _ contents: [Entry]) -> Entry { Entry(name: name, contents: contents) }

        /// The name after a mark of two cells: a note, a full box or an empty one.
        var shown: String {
            guard let contents else { return "🎵 " + name }
            return (contents.isEmpty ? "📭 " : "📦 ") + name
        }
    }

    static let library = Entry.shelf(
        "music",
        [
            .shelf(
                "Dawn Choir",
                [
                    .shelf("Hymns", [.track("psalm.ogg"), .track("vesper.ogg")]),
                    .shelf("Rehearsals", []),
                ]),
            .shelf("Bassline", [.shelf("Singles", [.track("drop.ogg")])]),
            .shelf("Archive", []),
        ])

    struct Library: View {
        var body: some View {
            OutlineGroup(OutlineTests.library, children: \.contents) { entry in
                Text(entry.shown)
            }
        }
    }

    @Test func arrowsExpandAndCollapseAndChildrenAreIndented() {
        let host = ViewHost(VStack(alignment: .leading, spacing: 0) { Library() }, width: 30, height: 10)
        host.renderFrame()
        #expect(host.buffer.lines[0] == "▸ 📦 music")
        host.send(.tab)
        host.send(.right)
        host.renderFrame()
        #expect(host.buffer.lines.prefix(4) == ["▾ 📦 music", "  ▸ 📦 Dawn Choir", "  ▸ 📦 Bassline", "  ▸ 📭 Archive"])
        host.send(.down)
        host.send(.right)
        host.renderFrame()
        #expect(
            host.buffer.lines.prefix(6) == [
                "▾ 📦 music", "  ▾ 📦 Dawn Choir", "    ▸ 📦 Hymns", "    ▸ 📭 Rehearsals", "  ▸ 📦 Bassline",
                "  ▸ 📭 Archive",
            ])
        #expect(host.buffer[2, 1].style.reverse, "Dawn Choir's arrow has the focus")
        // A click on Hymns' arrow, then Return on it: open, then closed again.
        host.send(.mouse(MouseEvent(.click, x: 4, y: 2)))
        host.renderFrame()
        #expect(
            host.buffer.lines[3] == "        🎵 psalm.ogg",
            "a leaf has no arrow: its text lines up with its siblings'")
        host.send(.enter)
        host.send(.up)
        host.send(.left)
        host.renderFrame()
        #expect(host.buffer.lines.prefix(4) == ["▾ 📦 music", "  ▸ 📦 Dawn Choir", "  ▸ 📦 Bassline", "  ▸ 📭 Archive"])
    }

    @Test func aListOfTreesMakesOnlyTheRowsOnScreen() {
        // A thousand albums of ten tracks each, as List(_:children:rowContent:).
        let albums = (0..<1000).map { album in
            Entry.shelf("album\(album)", (0..<10).map { .track("track\(album).\($0)") })
        }
        let host = ViewHost(
            List(albums, children: \.contents) { entry in Text(entry.shown) }, width: 30, height: 5)
        host.renderFrame()
        #expect(host.buffer.lines == ["▸ 📦 album0", "▸ 📦 album1", "▸ 📦 album2", "▸ 📦 album3", "▸ 📦 album4"])
        host.send(.tab)
        host.send(.right)
        let expand = host.renderFrame()
        #expect(
            host.buffer.lines == ["▾ 📦 album0", "    🎵 track0.0", "    🎵 track0.1", "    🎵 track0.2", "    🎵 track0.3"])
        #expect(expand.evaluatedNodes.count < 20, "the rows on screen, not a thousand: \(expand.evaluatedNodes)")
        let list = host.liveNodes.compactMap { $0 as? ListNode }.first
        #expect((list?.rowNodeCount ?? 0) <= 5)
    }
}
