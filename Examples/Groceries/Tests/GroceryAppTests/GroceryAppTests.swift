import Testing
import ViewTreeTesting

@testable import GroceryApp

@MainActor
struct GroceryAppTests {
    @Test func spaceBuysTheFocusedItem() {
        let tester = ViewTester(GroceryListView(), width: 30, height: 8)
        tester.press(.tab)
        tester.press(.space)
        #expect(tester.lines[0] == "2 to buy")
        #expect(tester.lines[1] == "[x] Milk")
        // The count and Milk's toggle ran: no other row, not the list.
        #expect(tester.bodiesRun == ["ToBuyCount", "Toggle#Milk"])
        assertScreenSnapshot(of: tester, named: "milk-bought")
    }

    @Test func returnAddsWhatWasTyped() throws {
        let tester = ViewTester(GroceryListView(), width: 30, height: 8)
        try tester.click(on: "Add an item")
        tester.type("Apples")
        tester.press(.enter)
        #expect(tester.lines[0] == "4 to buy")
        #expect(tester.lines[4] == "[ ] Apples")
    }
}
