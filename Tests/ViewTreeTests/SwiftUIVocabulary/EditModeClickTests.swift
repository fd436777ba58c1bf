import Foundation
import Testing
import TrackingCore
import ViewTreeTesting

@testable import ViewTree

/// Rows of `ForEach(...).onDelete` by the pointer: a click picks the row the keys then act
/// on, and in edit mode a click on `⊖` asks to delete that row, as SwiftUI's red circle shows
/// a Delete button.
@Suite @MainActor struct EditModeClickTests {
    @Trackable final class Shelf {
        var books = ["Dune", "Emma", "Ulysses"]
        var opened: [String] = []
    }

    struct Books: View {
        let shelf: Shelf
        var body: some View {
            NavigationStack {
                List {
                    ForEach(shelf.books, id: \.self) { book in
                        HStack {
                            Text(book)
                            Button("open") { shelf.opened.append(book) }
                        }
                    }
                    .onDelete { shelf.books.remove(atOffsets: $0) }
                }
                .toolbar { EditButton() }
            }
        }
    }

    @Test func aClickPicksTheRowThatDeleteThenDeletes() throws {
        let shelf = Shelf()
        let tester = ViewTester(Books(shelf: shelf), width: 40, height: 8)
        try tester.click(on: "Ulysses")
        tester.press(.delete)
        #expect(shelf.books == ["Dune", "Emma"], "the clicked row went, not the first")
        try tester.click(on: "Dune")
        tester.press(.backspace)
        #expect(shelf.books == ["Emma"])
    }

    @Test func aButtonInARowKeepsItsClick() throws {
        let shelf = Shelf()
        let tester = ViewTester(Books(shelf: shelf), width: 40, height: 8)
        let row = try #require(tester.lines.firstIndex { $0.contains("Emma") })
        let x = try #require(tester.lines[row].range(of: "open")).lowerBound
        tester.click(x: tester.lines[row].distance(from: tester.lines[row].startIndex, to: x), y: row)
        #expect(shelf.opened == ["Emma"])
        #expect(shelf.books.count == 3)
    }

    @Test func inEditModeTheMinusAsksAndDeleteDeletesThatRow() throws {
        let shelf = Shelf()
        let tester = ViewTester(Books(shelf: shelf), width: 40, height: 8)
        try tester.click(on: "Edit")
        let row = try #require(tester.lines.firstIndex { $0.contains("Emma") })
        let minus = try #require(tester.lines[row].firstIndex(of: "⊖"))
        #expect(!tester.lines[row].contains("Delete"))
        tester.click(x: tester.lines[row].distance(from: tester.lines[row].startIndex, to: minus), y: row)
        #expect(shelf.books.count == 3, "the first click only asks")
        #expect(tester.lines[row].contains("Delete"))
        #expect(tester.lines.filter { $0.contains("Delete") }.count == 1, "only that row asks")
        try tester.click(on: "Delete")
        #expect(shelf.books == ["Dune", "Ulysses"])
        #expect(!tester.screen.contains("Delete"))
    }
}
