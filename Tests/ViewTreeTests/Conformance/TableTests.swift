import Foundation
import Testing
import TrackingCore

@testable import ViewTree

/// `Table`, as SwiftUI's: a header over lazy rows in columns, sorted through a `sortOrder`
/// binding by header clicks and keys, selectable by one id or a set of ids.
@Suite @MainActor struct TableTests {
    /// A library book, with the shelf it is kept on.
    struct Book: Identifiable {
        let title: String
        let author: String
        let shelf: String
        let id = UUID()
        var byline: String { "\(title) (\(author))" }
    }

    /// Four books, in the order they were catalogued: by neither title nor author.
    static let catalogue = [
        Book(title: "Harbor", author: "Novak", shelf: "east-wing/aisle-7/top"),
        Book(title: "Ember", author: "Sato", shelf: "west/aisle-2"),
        Book(title: "Quill", author: "Lindqvist", shelf: "annex/bin-40"),
        Book(title: "Atlas", author: "Adeyemi", shelf: "lower-level/cart-12a"),
    ]

    /// A catalogue sorted by its columns: the sort order starts on the title, and the books
    /// are sorted when it changes, in `onChange`.
    struct SortedCatalogue: View {
        @State private var books = TableTests.catalogue
        @State private var order = [KeyPathComparator(\Book.title)]

        var body: some View {
            Table(books, sortOrder: $order) {
                TableColumn("Title", value: \.title)
                TableColumn("Author", value: \.author)
                TableColumn("Shelf", value: \.shelf)
            }
            .onChange(of: order) { _, newOrder in
                books.sort(using: newOrder)
            }
        }
    }

    @Test func aSortableTableShowsAHeaderAndSortsByClicksAndKeys() {
        let host = Sample.host(62, 7) { SortedCatalogue() }
        // 62 cells: three columns of 20 with a cell between; a shelf of 21 characters is cut.
        #expect(
            host.buffer.lines == [
                "Title ▲              Author               Shelf",
                String(repeating: "─", count: 62),
                "Harbor               Novak                east-wing/aisle-7/t…",
                "Ember                Sato                 west/aisle-2",
                "Quill                Lindqvist            annex/bin-40",
                "Atlas                Adeyemi              lower-level/cart-12a",
                "",
            ], "three columns share the width; the first sort key is marked, the data as given")
        #expect(host.buffer[0, 0].style.bold)
        host.send(.mouse(MouseEvent(.click, x: 22, y: 0)))
        host.renderFrame()
        #expect(host.buffer.lines[0] == "Title                Author ▲             Shelf")
        host.send(.mouse(MouseEvent(.click, x: 22, y: 0)))
        let reverse = host.renderFrame()
        // The body reads the sort order (for `onChange`), so it runs, and the table with the
        // rows on screen; it sorts in `onChange`, after the frame, so the sorted rows show in
        // the next frame.
        #expect(reverse.evaluatedNodes.filter { $0.hasPrefix("TableRowView") }.count == 4)
        host.renderFrame()
        #expect(
            host.buffer.lines[0] == "Title                Author ▼             Shelf",
            "a second click reverses")
        #expect(
            host.buffer.lines[2...5].map { $0.split(separator: " ")[1] } == ["Sato", "Novak", "Lindqvist", "Adeyemi"])
        host.send(.tab)
        host.send(.left)
        host.settle()
        #expect(host.buffer.lines[0].hasPrefix("Title ▲ "), "Left sorts by the column before")
        #expect(host.buffer.lines[2...5].map { $0.split(separator: " ")[0] } == ["Atlas", "Ember", "Harbor", "Quill"])
        host.send(.character("r"))
        host.settle()
        #expect(host.buffer.lines[2...5].map { $0.split(separator: " ")[0] } == ["Quill", "Harbor", "Ember", "Atlas"])
        host.send(.left)
        host.settle()
        #expect(host.buffer.lines[0].hasPrefix("Title ▼ "), "no sortable column before the first")
    }

    /// A catalogue where several books are chosen at once, with their count under it.
    struct ChoosingCatalogue: View {
        @State private var chosen = Set<Book.ID>()

        var body: some View {
            Table(TableTests.catalogue, selection: $chosen) {
                TableColumn("Title", value: \.title)
                TableColumn("Author", value: \.author)
                TableColumn("Shelf", value: \.shelf)
            }
            Text("\(chosen.count) books to fetch")
        }
    }

    @Test func aSetSelectionGrowsBySpaceAtTheCursorAndAClickChoosesOneRow() {
        let host = Sample.host(62, 8) { ChoosingCatalogue() }
        #expect(host.buffer.lines[6...7] == ["", "0 books to fetch"], "the text keeps its line under the table")
        host.send(.tab)
        host.send(.down)
        let cursor = host.renderFrame()
        #expect(cursor.evaluatedNodes.count == 1 && cursor.evaluatedNodes[0].hasPrefix("TableRowView"))
        #expect(host.buffer[0, 2].style.underline && !host.buffer[0, 2].style.reverse, "the cursor is underlined")
        host.send(.character(" "))
        host.send(.down)
        host.send(.down)
        host.send(.character(" "))
        host.renderFrame()
        #expect(host.buffer.lines[7] == "2 books to fetch")
        #expect((2...5).map { host.buffer[0, $0].style.reverse } == [true, false, true, false])
        host.send(.up)
        host.send(.up)
        host.send(.character(" "))
        host.renderFrame()
        #expect(host.buffer.lines[7] == "1 books to fetch", "Space on a selected row takes it out")
        host.send(.mouse(MouseEvent(.click, x: 30, y: 3)))
        host.renderFrame()
        #expect(host.buffer.lines[7] == "1 books to fetch")
        #expect((2...5).map { host.buffer[0, $0].style.reverse } == [false, true, false, false])
    }

    /// A table with one selected row: the keys move the selection itself.
    @Trackable final class Choice {
        var selection: Book.ID?
        var ids = Set<Int>()
    }

    struct BookPicker: View {
        @Bindable var choice: Choice
        var body: some View {
            Table(TableTests.catalogue, selection: $choice.selection) {
                TableColumn("Book", value: \.byline)
                TableColumn("Shelf", value: \.shelf).width(8)
            }
        }
    }

    @Test func aSingleSelectionMovesByKeysAndRunsTheTwoRowsInvolved() {
        let selection = Choice()
        let host = Sample.host(30, 6) { BookPicker(choice: selection) }
        #expect(
            host.buffer.lines[0] == "Book                  Shelf",
            "a fixed column keeps its width; the other takes the rest")
        #expect(host.buffer.lines[2] == "Harbor (Novak)        east-wi…")
        host.send(.tab)
        host.send(.down)
        #expect(selection.selection == TableTests.catalogue[0].id, "down from nothing selects the first row")
        host.renderFrame()
        host.send(.end)
        let end = host.renderFrame()
        #expect(selection.selection == TableTests.catalogue[3].id)
        #expect(end.evaluatedNodes.filter { $0.hasPrefix("TableRowView") }.count == 2)
        #expect(!end.evaluatedNodes.contains { $0.hasPrefix("TableCell") || $0 == "Table" })
        #expect(host.buffer[0, 5].style.reverse && !host.buffer[0, 2].style.reverse)
        // Cell 15 is past "Atlas (Adeyemi)", 21 the gap between the columns.
        #expect([15, 21, 29].allSatisfy { host.buffer[$0, 5].style.reverse }, "the whole row, gaps too")
    }

    /// A table over tracked rows: one column shows a flag, the other the title.
    struct ItemTable: View {
        let list: TodoList
        @Bindable var choice: Choice

        var body: some View {
            Table(list.items, selection: $choice.ids) {
                TableColumn("Done") { item in Text(item.isDone ? "x" : "-") }.width(4)
                TableColumn("Title") { item in Text(item.title) }
            }
        }
    }

    @Test func aMillionRowsRunOnlyWhatIsShownAndAToggleRunsOneCell() {
        let list = TodoList(titles: (0..<1_000_000).map { "item \($0)" })
        let choice = Choice()
        let host = ViewHost(ItemTable(list: list, choice: choice), width: 30, height: 10)
        let first = host.renderFrame()
        #expect(first.evaluatedNodes.filter { $0.hasPrefix("TableRowView") }.count == 8, "the rows on screen")
        #expect(host.buffer.lines[2] == "-    item 0")
        list.items[3].isDone = true
        let toggle = host.renderFrame()
        #expect(toggle.evaluatedNodes == ["TableCell#0"])
        #expect(host.buffer.lines[5] == "x    item 3")
        host.send(.tab)
        host.send(.end)
        let end = host.renderFrame()
        #expect(host.buffer.lines[9] == "-    item 999999")
        #expect(host.buffer[0, 9].style.underline)
        // The rows now in view, and the one above them that the list measures while it
        // fills the window from the bottom.
        #expect(end.evaluatedNodes.filter { $0.hasPrefix("TableRowView") }.count <= 9)
        #expect(!end.evaluatedNodes.contains("Table"))
    }

    @Test func columnsShareTheWidthWithinTheirBounds() {
        let bounded = [TableColumnWidth(min: 3, max: 5), TableColumnWidth(), TableColumnWidth(fixed: 4)]
        #expect(
            TableLayout.widths(of: bounded, in: 30) == [5, 19, 4],
            "the bounded one takes its most, the free one the rest")
        #expect(TableLayout.widths(of: bounded, in: 8) == [3, 0, 4], "too narrow: each its least")
        #expect(TableLayout.widths(of: [TableColumnWidth(), TableColumnWidth()], in: 11) == [5, 5])
        #expect(TableLayout.widths(of: [TableColumnWidth(ideal: 6), TableColumnWidth()], in: 20) == [6, 13])
    }
}

extension ViewHost {
    /// Renders frames until nothing is left to show: the changes `onChange` actions make
    /// after a frame show in the next.
    func settle() {
        repeat { renderFrame() } while needsFrame
    }
}
