import Foundation
import Testing
import TrackingCore

@testable import ViewTree

/// `Table`, as SwiftUI's: a header over lazy rows in columns, sorted through a `sortOrder`
/// binding by header clicks and keys, selectable by one id or a set of ids.
@Suite @MainActor struct TableTests {
    struct Person: Identifiable {
        let givenName: String
        let familyName: String
        let emailAddress: String
        let id = UUID()
        var fullName: String { givenName + " " + familyName }
    }

    static let people = [
        Person(givenName: "Juan", familyName: "Chavez", emailAddress: "juanchavez@icloud.com"),
        Person(givenName: "Mei", familyName: "Chen", emailAddress: "meichen@icloud.com"),
        Person(givenName: "Tom", familyName: "Clark", emailAddress: "tomclark@icloud.com"),
        Person(givenName: "Gita", familyName: "Kumar", emailAddress: "gitakumar@icloud.com"),
    ]

    /// Apple's sortable `Table` sample, as written.
    struct SortablePeople: View {
        @State private var people = TableTests.people
        @State private var sortOrder = [KeyPathComparator(\Person.givenName)]

        var body: some View {
            Table(people, sortOrder: $sortOrder) {
                TableColumn("Given Name", value: \.givenName)
                TableColumn("Family Name", value: \.familyName)
                TableColumn("E-Mail address", value: \.emailAddress)
            }
            .onChange(of: sortOrder) { _, sortOrder in
                people.sort(using: sortOrder)
            }
        }
    }

    @Test func theSortableSampleShowsAHeaderAndSortsByClicksAndKeys() {
        let host = Sample.host(62, 7) { SortablePeople() }
        #expect(
            host.buffer.lines == [
                "Given Name ▲         Family Name          E-Mail address",
                String(repeating: "─", count: 62),
                "Juan                 Chavez               juanchavez@icloud.c…",
                "Mei                  Chen                 meichen@icloud.com",
                "Tom                  Clark                tomclark@icloud.com",
                "Gita                 Kumar                gitakumar@icloud.com",
                "",
            ], "three columns share the width; the first sort key is marked, the data as given")
        #expect(host.buffer[0, 0].style.bold)
        host.send(.mouse(MouseEvent(.click, x: 22, y: 0)))
        host.renderFrame()
        #expect(host.buffer.lines[0] == "Given Name           Family Name ▲        E-Mail address")
        host.send(.mouse(MouseEvent(.click, x: 22, y: 0)))
        let reverse = host.renderFrame()
        // The sample's body reads the sort order (for `onChange`), so it runs, and the table
        // with the rows on screen; it sorts in `onChange`, after the frame, so the sorted
        // rows show in the next frame.
        #expect(reverse.evaluatedNodes.filter { $0.hasPrefix("TableRowView") }.count == 4)
        host.renderFrame()
        #expect(
            host.buffer.lines[0] == "Given Name           Family Name ▼        E-Mail address",
            "a second click reverses")
        #expect(host.buffer.lines[2...5].map { $0.split(separator: " ")[1] } == ["Kumar", "Clark", "Chen", "Chavez"])
        host.send(.tab)
        host.send(.left)
        host.settle()
        #expect(host.buffer.lines[0].hasPrefix("Given Name ▲ "), "Left sorts by the column before")
        #expect(host.buffer.lines[2...5].map { $0.split(separator: " ")[0] } == ["Gita", "Juan", "Mei", "Tom"])
        host.send(.character("r"))
        host.settle()
        #expect(host.buffer.lines[2...5].map { $0.split(separator: " ")[0] } == ["Tom", "Mei", "Juan", "Gita"])
        host.send(.left)
        host.settle()
        #expect(host.buffer.lines[0].hasPrefix("Given Name ▼ "), "no sortable column before the first")
    }

    /// Apple's `Table` sample with multiple selection, as written.
    struct SelectableTable: View {
        @State private var people = TableTests.people
        @State private var selectedPeople = Set<Person.ID>()

        var body: some View {
            Table(people, selection: $selectedPeople) {
                TableColumn("Given Name", value: \.givenName)
                TableColumn("Family Name", value: \.familyName)
                TableColumn("E-Mail Address", value: \.emailAddress)
            }
            Text("\(selectedPeople.count) people selected")
        }
    }

    @Test func aSetSelectionGrowsBySpaceAtTheCursorAndAClickChoosesOneRow() {
        let host = Sample.host(62, 8) { SelectableTable() }
        #expect(host.buffer.lines[6...7] == ["", "0 people selected"], "the text keeps its line under the table")
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
        #expect(host.buffer.lines[7] == "2 people selected")
        #expect((2...5).map { host.buffer[0, $0].style.reverse } == [true, false, true, false])
        host.send(.up)
        host.send(.up)
        host.send(.character(" "))
        host.renderFrame()
        #expect(host.buffer.lines[7] == "1 people selected", "Space on a selected row takes it out")
        host.send(.mouse(MouseEvent(.click, x: 30, y: 3)))
        host.renderFrame()
        #expect(host.buffer.lines[7] == "1 people selected")
        #expect((2...5).map { host.buffer[0, $0].style.reverse } == [false, true, false, false])
    }

    /// A table with one selected row: the keys move the selection itself.
    @Trackable final class Choice {
        var selection: Person.ID?
        var ids = Set<Int>()
    }

    struct PersonPicker: View {
        @Bindable var choice: Choice
        var body: some View {
            Table(TableTests.people, selection: $choice.selection) {
                TableColumn("Name", value: \.fullName)
                TableColumn("Mail", value: \.emailAddress).width(8)
            }
        }
    }

    @Test func aSingleSelectionMovesByKeysAndRunsTheTwoRowsInvolved() {
        let selection = Choice()
        let host = Sample.host(30, 6) { PersonPicker(choice: selection) }
        #expect(
            host.buffer.lines[0] == "Name                  Mail",
            "a fixed column keeps its width; the other takes the rest")
        #expect(host.buffer.lines[2] == "Juan Chavez           juancha…")
        host.send(.tab)
        host.send(.down)
        #expect(selection.selection == TableTests.people[0].id, "down from nothing selects the first row")
        host.renderFrame()
        host.send(.end)
        let end = host.renderFrame()
        #expect(selection.selection == TableTests.people[3].id)
        #expect(end.evaluatedNodes.filter { $0.hasPrefix("TableRowView") }.count == 2)
        #expect(!end.evaluatedNodes.contains { $0.hasPrefix("TableCell") || $0 == "Table" })
        #expect(host.buffer[0, 5].style.reverse && !host.buffer[0, 2].style.reverse)
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
