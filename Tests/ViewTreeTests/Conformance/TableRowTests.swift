import Foundation
import Testing

@testable import ViewTree

/// `Table(of:columns:rows:)` with its `TableRow`s written out: a single row, a `ForEach` of
/// rows and an `if`, shown in the order written; and sorted through a `sortOrder` of a
/// comparator of one's own, given to a column by `sortUsing:`.
@Suite @MainActor struct TableRowTests {
    struct Parcel: Identifiable {
        let id: Int
        let contents: String
        let kilos: Int
    }

    /// A van's load: the crate that always goes first, the day's parcels, and a return
    /// only on the days there is one.
    struct VanLoad: View {
        let parcels: [Parcel]
        let hasReturn: Bool
        @State private var chosen: Parcel.ID?

        var body: some View {
            Table(of: Parcel.self, selection: $chosen) {
                TableColumn("Contents", value: \.contents)
                TableColumn("Kg") { parcel in Text(String(parcel.kilos)) }.width(6)
            } rows: {
                TableRow(Parcel(id: -1, contents: "Tools", kilos: 9))
                ForEach(parcels) { TableRow($0) }
                if hasReturn {
                    TableRow(Parcel(id: 500, contents: "Return", kilos: 1))
                }
            }
        }
    }

    @Test func theRowsWrittenOutShowInOrderAndSelect() {
        let parcels = [Parcel(id: 1, contents: "Lamp", kilos: 4), Parcel(id: 2, contents: "Rug", kilos: 7)]
        let host = ViewHost(VanLoad(parcels: parcels, hasReturn: true), width: 24, height: 8)
        host.renderFrame()
        // The fixed column of 6 takes the last cells, from cell 18.
        let rows = host.buffer.lines[2...5].map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(rows == ["Tools             9", "Lamp              4", "Rug               7", "Return            1"])
        host.send(.tab)
        host.send(.down)
        host.send(.down)
        host.renderFrame()
        #expect(host.buffer[0, 3].style.reverse, "Lamp selected, the second row")
        let none = ViewHost(VanLoad(parcels: [], hasReturn: false), width: 24, height: 8)
        none.renderFrame()
        #expect(none.buffer.lines[2].hasPrefix("Tools") && none.buffer.lines[3].isEmpty)
    }

    /// Heaviest first, or lightest first in reverse: a comparator of one's own.
    struct ByWeight: SortComparator {
        var order = SortOrder.forward
        func compare(_ lhs: Parcel, _ rhs: Parcel) -> ComparisonResult {
            let result: ComparisonResult =
                lhs.kilos == rhs.kilos ? .orderedSame : lhs.kilos > rhs.kilos ? .orderedAscending : .orderedDescending
            guard order == .reverse else { return result }
            return result == .orderedAscending
                ? .orderedDescending : result == .orderedDescending ? .orderedAscending : result
        }
    }

    /// The load in the order the sort order gives, sorted when it changes.
    struct SortedLoad: View {
        @State private var order = [ByWeight(order: .reverse)]
        let parcels: [Parcel]

        var body: some View {
            Table(of: Parcel.self, sortOrder: $order) {
                TableColumn("Contents") { parcel in Text(parcel.contents) }
                TableColumn("Kg", sortUsing: ByWeight()) { parcel in Text(String(parcel.kilos)) }
            } rows: {
                ForEach(parcels.sorted(using: order)) { TableRow($0) }
            }
        }
    }

    @Test func aColumnSortedByAComparatorOfOnesOwnSortsTheRowsWrittenOut() {
        let parcels = [
            Parcel(id: 1, contents: "Lamp", kilos: 4), Parcel(id: 2, contents: "Rug", kilos: 7),
            Parcel(id: 3, contents: "Vase", kilos: 2),
        ]
        let host = ViewHost(SortedLoad(parcels: parcels), width: 20, height: 6)
        host.renderFrame()
        func contents() -> [String] {
            host.buffer.lines[2...4].map { String($0.prefix(4)).trimmingCharacters(in: .whitespaces) }
        }
        #expect(host.buffer.lines[0].hasSuffix("Kg ▼"), "the column of the first comparator, reversed")
        #expect(contents() == ["Vase", "Lamp", "Rug"])
        // A click on the sorted column's header turns its order round.
        host.send(.mouse(MouseEvent(.click, x: 12, y: 0)))
        host.settle()
        #expect(host.buffer.lines[0].hasSuffix("Kg ▲"))
        #expect(contents() == ["Rug", "Lamp", "Vase"])
        // The other column does not sort: a click on it changes nothing.
        host.send(.mouse(MouseEvent(.click, x: 0, y: 0)))
        host.settle()
        #expect(contents() == ["Rug", "Lamp", "Vase"])
    }
}
