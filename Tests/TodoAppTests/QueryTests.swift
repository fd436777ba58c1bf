import TestSupport
import Testing
import TodoApp
import ViewTree

/// Filtering and sorting what the list shows; the file order stays.
@Suite @MainActor struct QueryTests {
    static let titles = [
        "buy milk +home @shop", "(fake) call bob +work", "write report +work due:2026-12-01",
        "plan trip +homework due:2026-11-30", "read book",
    ]

    func driver() -> AppDriver {
        let list = TodoList(titles: Self.titles)
        list.items[1].priority = "B"
        list.items[4].priority = "A"
        return AppDriver(list: list)
    }

    func shownTitles(_ driver: AppDriver) -> [String] {
        driver.viewLines.dropFirst().prefix { !$0.isEmpty }.map { line in
            String(line.dropFirst(4))
        }
    }

    @Test func aTextFilterShowsMatchingTitlesIgnoringCase() {
        let driver = driver()
        driver.press("/")
        driver.type("BOOK")
        #expect(shownTitles(driver) == ["(A) read book"])
        #expect(driver.viewLines[0].contains("/BOOK"))
        driver.press("enter space")
        #expect(driver.app.list.items[4].isDone)
        driver.press("esc")
        #expect(shownTitles(driver).count == 5)
    }

    @Test func aProjectOrContextFilterMatchesWholeTokens() {
        let driver = driver()
        driver.press("/")
        driver.type("+work")
        driver.press("enter")
        #expect(shownTitles(driver) == ["(B) (fake) call bob +work", "write report +work due in 9 days"])
        driver.press("j space")
        #expect(driver.app.list.items[2].isDone)
        driver.press("esc /")
        driver.type("@shop")
        #expect(shownTitles(driver) == ["buy milk +home @shop"])
    }

    /// The filtered list depends on the list's revision, not on each title read: an edit
    /// that makes an item stop matching takes it out, a toggle leaves the list alone.
    @Test func anEditThatStopsMatchingTakesTheItemOutAndAToggleRunsNoList() throws {
        let driver = driver()
        driver.press("/")
        driver.type("work")
        driver.press("enter")
        #expect(
            shownTitles(driver) == [
                "(B) (fake) call bob +work", "write report +work due in 9 days", "plan trip +homework due in 8 days",
            ])
        // "write report" has no priority: done changes nothing a filter or sort reads.
        let toggle = try #require(driver.press("j space"))
        #expect(!toggle.evaluatedNodes.contains("TodoListView"), "\(toggle.evaluatedNodes)")
        driver.press("k e")
        for _ in 0..<"(fake) call bob +work".count { driver.press("backspace") }
        driver.type("call bob")
        driver.press("enter")
        // "write report" is done now: its due date shows as written.
        #expect(shownTitles(driver) == ["write report +work due:2026-12-01", "plan trip +homework due in 8 days"])
        // Undone on the list page itself: the title changes under the shown list.
        driver.press("u")
        #expect(shownTitles(driver).first == "(B) (fake) call bob +work")
    }

    @Test func sortsByPriorityThenDueDateThenBackToFileOrder() {
        let driver = driver()
        driver.press("s")
        #expect(shownTitles(driver).prefix(2) == ["(A) read book", "(B) (fake) call bob +work"])
        driver.press("s")
        #expect(
            shownTitles(driver).prefix(2) == [
                "plan trip +homework due in 8 days", "write report +work due in 9 days",
            ])
        #expect(driver.viewLines[0].contains("[by due date]"))
        driver.press("s")
        #expect(shownTitles(driver).first == "buy milk +home @shop")
        #expect(driver.app.list.items.map(\.title) == Self.titles)
    }

    @Test func aFilterThatMatchesNothingSaysSo() {
        let driver = driver()
        driver.press("/")
        driver.type("zzz")
        #expect(driver.viewLines[1] == "No items match \"zzz\". Esc clears the filter.")
        driver.press("space")
        #expect(!driver.app.list.items.contains { $0.isDone })
    }
}

/// Priorities from the keyboard.
@Suite @MainActor struct PriorityKeyTests {
    @Test func shiftAndALetterSetsAnyPriorityAndAgainClearsIt() {
        let driver = AppDriver()
        driver.press("Z")
        #expect(driver.viewLines[1] == "[ ] (Z) aaa")
        driver.press("Z")
        #expect(driver.viewLines[1] == "[ ] aaa")
        driver.press("p p")
        #expect(driver.app.list.items[0].priority == "B")
    }

    /// The due-date sort finds `due:` on the title's bytes; the reference is the task's own
    /// `value(for: "due")`, which splits the description into tokens. Random titles from
    /// tokens that look alike.
    @Test func theDueDateSortAgreesWithTheTasksOwnDueValue() {
        let tokens = [
            "due:2026-01-02", "due:2025-12-31", "due:", "overdue:2020-01-01", "xdue:2019-01-01", "due:2026-01-02b",
            "call", "+work", "@home", "é", "due:2026-1-1", "",
        ]
        var random = SeededRandom(seed: 11)
        for _ in 0..<200 {
            let titles = (0..<8).map { _ in
                (0..<Int.random(in: 0...4, using: &random)).map { _ in tokens.randomElement(using: &random)! }
                    .joined(separator: " ")
            }
            let items = titles.enumerated().map { TodoItem(id: $0.offset + 1, title: $0.element) }
            let shown = ItemQuery(sort: .dueDate).apply(to: TodoItems(items)).map(\.id)
            let reference = items.enumerated()
                .sorted { lhs, rhs in
                    let (left, right) = (
                        lhs.element.task.value(for: "due").map(String.init) ?? "~",
                        rhs.element.task.value(for: "due").map(String.init) ?? "~"
                    )
                    return (left, lhs.offset) < (right, rhs.offset)
                }
                .map(\.element.id)
            #expect(shown == reference, "\(titles)")
        }
    }
}
