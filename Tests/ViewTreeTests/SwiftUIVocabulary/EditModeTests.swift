import Foundation
import Testing
import TrackingCore

@testable import ViewTree

/// Edit mode as SwiftUI apps use it: `ForEach(...).onDelete(perform:)` and `.onMove`,
/// `EditButton` in a toolbar, the offsets applied with `remove(atOffsets:)` and
/// `move(fromOffsets:toOffset:)`; a swipe is a key here.
@Suite @MainActor struct EditModeTests {
    @Trackable final class Groceries {
        var names = ["milk", "eggs", "bread", "tea"]
        var locked: Set<String> = []
    }

    struct GroceryList: View {
        let groceries: Groceries

        var body: some View {
            NavigationStack {
                List {
                    ForEach(groceries.names, id: \.self) { name in
                        GroceryRow(name: name).deleteDisabled(groceries.locked.contains(name))
                    }
                    .onDelete { groceries.names.remove(atOffsets: $0) }
                    .onMove { groceries.names.move(fromOffsets: $0, toOffset: $1) }
                }
                .navigationTitle("Groceries")
                .toolbar { EditButton() }
            }
        }
    }

    struct GroceryRow: View {
        let name: String
        var body: some View { Text(name) }
    }

    func host(_ groceries: Groceries) -> ViewHost {
        let host = ViewHost(GroceryList(groceries: groceries), width: 30, height: 10)
        host.renderFrame()
        return host
    }

    /// Focuses the rows: Tab from the toolbar's button.
    func focusRows(_ host: ViewHost) {
        while host.focusedIdentity?.hasPrefix("EditableForEach") != true {
            host.send(.tab)
            host.renderFrame()
        }
    }

    @Test func offsetsAreRemovedAndMovedAsSwiftUIHandsThem() {
        var items = Array("abcdef")
        items.remove(atOffsets: [1, 3])
        #expect(String(items) == "acef")
        items.move(fromOffsets: [0], toOffset: 3)
        #expect(String(items) == "cea" + "f")
        items.move(fromOffsets: [2, 3], toOffset: 0)
        #expect(String(items) == "afce")
    }

    @Test func deleteOnAPickedRowDeletesIt() {
        let groceries = Groceries()
        let host = host(groceries)
        focusRows(host)
        host.send(.down)
        host.renderFrame()
        #expect(host.buffer[0, 2].style.reverse, "milk picked: \(host.buffer.lines) \(host.focusedIdentity ?? "")")
        host.send(.down)
        host.renderFrame()
        #expect(host.buffer[0, 3].style.reverse, "eggs picked: \(host.buffer.lines)")
        host.send(.delete)
        host.renderFrame()
        #expect(groceries.names == ["milk", "bread", "tea"])
        #expect(host.buffer.lines[3].hasPrefix("bread") && host.buffer[0, 3].style.reverse, "the next row is picked")
    }

    @Test func deletingOneRowOfAThousandRunsTheRowsNodeOnly() {
        let groceries = Groceries()
        groceries.names = (0..<1_000).map { "item \($0)" }
        let host = host(groceries)
        focusRows(host)
        host.send(.down)
        let frame = host.renderFrame()
        #expect(frame.evaluatedNodes.allSatisfy { $0.hasPrefix("EditableForEach") }, "\(frame.evaluatedNodes)")
        host.send(.delete)
        let deletion = host.renderFrame()
        #expect(groceries.names.count == 999 && groceries.names.first == "item 1")
        // The list's own views run, as SwiftUI's list body would; no row does.
        #expect(deletion.evaluatedNodes.contains { $0.hasPrefix("EditableForEach") })
        #expect(!deletion.evaluatedNodes.contains { $0.hasPrefix("GroceryRow") }, "\(deletion.evaluatedNodes)")
    }

    @Test func editButtonShowsDeleteMarksAndMoveHandles() {
        let groceries = Groceries()
        let host = host(groceries)
        #expect(host.buffer.lines[0].contains("[ Edit ]"))
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(host.buffer.lines[0].contains("[ Done ]"))
        #expect(host.buffer.lines[2].hasPrefix("⊖ milk") && host.buffer.lines[2].hasSuffix("≡"), "\(host.buffer.lines)")
        host.send(.enter)
        host.renderFrame()
        #expect(host.buffer.lines[2] == "milk")
    }

    @Test func bracketsMoveThePickedRow() {
        let groceries = Groceries()
        let host = host(groceries)
        focusRows(host)
        host.send(.down)
        host.send(.character("]"))
        host.send(.character("]"))
        host.renderFrame()
        #expect(groceries.names == ["eggs", "bread", "milk", "tea"])
        host.send(.character("["))
        host.renderFrame()
        #expect(groceries.names == ["eggs", "milk", "bread", "tea"])
        #expect(host.buffer[0, 3].style.reverse, "milk is still picked, on its new row")
    }

    @Test func aRowWithDeleteDisabledStays() {
        let groceries = Groceries()
        groceries.locked = ["milk"]
        let host = host(groceries)
        focusRows(host)
        host.send(.down)
        host.send(.delete)
        host.renderFrame()
        #expect(groceries.names.count == 4)
        host.send(.down)
        host.send(.delete)
        host.renderFrame()
        #expect(groceries.names == ["milk", "bread", "tea"])
    }

    @Test func anEditModeGivenAroundTheStackIsTheOneUsed() {
        struct Given: View {
            @State var mode = EditMode.active
            let groceries: Groceries
            var body: some View {
                GroceryList(groceries: groceries).environment(\.editMode, $mode)
            }
        }
        let host = ViewHost(Given(groceries: Groceries()), width: 30, height: 10)
        host.renderFrame()
        #expect(host.buffer.lines[0].contains("[ Done ]"))
        #expect(host.buffer.lines[2].hasPrefix("⊖ milk"))
    }

    struct TappableRow: View {
        let name: String
        var body: some View {
            HStack {
                Image(systemName: "circle")
                Text(name)
            }
            .padding(.vertical, 1)
        }
    }

    @Test func aPickedRowOfItsOwnViewInsideAListIsDrawnReversed() {
        let groceries = Groceries()
        struct Tappable: View {
            let groceries: Groceries
            var body: some View {
                List {
                    ForEach(groceries.names, id: \.self) { name in
                        TappableRow(name: name).onTapGesture {}
                    }
                    .onDelete { groceries.names.remove(atOffsets: $0) }
                    .onMove { groceries.names.move(fromOffsets: $0, toOffset: $1) }
                }
            }
        }
        let host = ViewHost(Tappable(groceries: groceries), width: 20, height: 12)
        host.renderFrame()
        host.send(.tab)
        host.renderFrame()
        host.send(.down)
        host.renderFrame()
        let row = host.buffer.lines.firstIndex { $0.contains("milk") }!
        #expect(host.buffer[2, row].style.reverse, "\(host.buffer.lines)")
    }

    struct PaddedRow: View {
        let name: String
        var body: some View {
            HStack {
                Image(systemName: "circle").foregroundStyle(.red)
                Text(name)
                Spacer()
            }
            .padding(.vertical, 2)
        }
    }

    @Test func everyLineOfAPickedPaddedRowIsReversed() throws {
        let groceries = Groceries()
        struct Padded: View {
            let groceries: Groceries
            var body: some View {
                NavigationStack {
                    List {
                        ForEach(groceries.names, id: \.self) { name in
                            PaddedRow(name: name)
                                .alignmentGuide(.listRowSeparatorLeading) { _ in 0 }
                                .onTapGesture {}
                        }
                        .onDelete { groceries.names.remove(atOffsets: $0) }
                        .onMove { groceries.names.move(fromOffsets: $0, toOffset: $1) }
                    }
                    .navigationTitle("Rows")
                }
            }
        }
        // Four rows of five lines and the title bar: 22 lines.
        let host = ViewHost(Padded(groceries: groceries), width: 20, height: 24)
        host.renderFrame()
        #expect(host.buffer.lines.contains { $0.contains("milk") }, "first frame: \(host.buffer.lines)")
        host.send(.tab)
        host.renderFrame()
        #expect(
            host.buffer.lines.contains { $0.contains("milk") },
            "after Tab: \(host.buffer.lines) \(host.focusedIdentity ?? "-")")
        host.send(.down)
        host.renderFrame()
        let text = try #require(host.buffer.lines.firstIndex { $0.contains("milk") }, "\(host.buffer.lines)")
        for row in (text - 2)...(text + 2) {
            #expect(host.buffer[10, row].style.reverse, "row \(row): \(host.buffer.lines)")
        }
    }
}
