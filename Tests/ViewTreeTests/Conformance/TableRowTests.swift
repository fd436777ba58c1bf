import Foundation
import Testing

@testable import ViewTree

/// `Table(of:columns:rows:)` with `TableRow`s written out, as in Apple's `TableRow` sample:
/// single rows, a `ForEach` of rows and an `if`, in the order written.
@Suite @MainActor struct TableRowTests {
    struct Purchase: Identifiable {
        let id: Int
        let item: String
        let price: Int
    }

    struct Receipt: View {
        let purchases: [Purchase]
        let showsTip: Bool
        @State private var selection: Purchase.ID?

        var body: some View {
            Table(of: Purchase.self, selection: $selection) {
                TableColumn("Item", value: \.item)
                TableColumn("Price") { Text("\($0.price)") }.width(6)
            } rows: {
                TableRow(Purchase(id: 0, item: "Coffee", price: 3))
                ForEach(purchases) { purchase in
                    TableRow(purchase)
                }
                if showsTip {
                    TableRow(Purchase(id: 99, item: "Tip", price: 2))
                }
            }
        }
    }

    @Test func theRowsWrittenOutShowInOrderAndSelect() {
        let purchases = [Purchase(id: 1, item: "Bagel", price: 4), Purchase(id: 2, item: "Juice", price: 5)]
        let host = ViewHost(Receipt(purchases: purchases, showsTip: true), width: 24, height: 8)
        host.renderFrame()
        let rows = host.buffer.lines[2...5].map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(rows == ["Coffee            3", "Bagel             4", "Juice             5", "Tip               2"])
        host.send(.tab)
        host.send(.down)
        host.send(.down)
        host.renderFrame()
        #expect(host.buffer[0, 3].style.reverse, "Bagel selected, the second row")
        let none = ViewHost(Receipt(purchases: [], showsTip: false), width: 24, height: 8)
        none.renderFrame()
        #expect(none.buffer.lines[2].hasPrefix("Coffee") && none.buffer.lines[3].isEmpty)
    }
}
