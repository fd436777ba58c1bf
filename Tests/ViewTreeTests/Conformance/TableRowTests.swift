import Foundation
import Testing

@testable import ViewTree

/// `Table(of:columns:rows:)` with its `TableRow`s written out: a single row, a `ForEach` of
/// rows and an `if`, shown in the order written.
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
}
