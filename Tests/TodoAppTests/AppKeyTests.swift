import Testing
import TodoApp
import ViewTree

/// The demo's claims in the real app, driven by keys in memory.
@Suite @MainActor struct AppKeyTests {
    @Test func startsWithTheSevenDemoItems() {
        let driver = AppDriver()
        #expect(driver.viewLines[0].hasPrefix("todo-tui"))
        #expect(driver.viewLines[0].hasSuffix("0/7 done"))
        #expect(
            Array(driver.viewLines[1...7]) == [
                "[ ] aaa", "[ ] bbb", "[ ] ccc", "[ ] ddd", "[ ] eee", "[ ] fff", "[ ] ggg",
            ])
    }

    @Test func spaceInFineModeRunsTheRowAndTheDoneCountOnly() throws {
        let driver = AppDriver()
        let frame = try #require(driver.press("space"))
        #expect(frame.evaluatedNodes == ["DoneCountView", "TodoItemView#aaa"])
        #expect(driver.statusLine == "2 ran: DoneCountView TodoItemView#aaa  ← TodoItem(aaa).isDone false → true")
        #expect(driver.lines[22].contains("  fine  frame "))
        #expect(driver.viewLines[1] == "[x] aaa")
        #expect(driver.viewLines[0].hasSuffix("1/7 done"))
    }

    @Test func spaceInCoarseModeRunsTheListAndEveryRow() throws {
        let driver = AppDriver()
        driver.press("m")
        let frame = try #require(driver.press("space"))
        let nodes = Set(frame.evaluatedNodes)
        #expect(nodes.isSuperset(of: ["TodoListView", "DoneCountView"]))
        #expect(nodes.isSuperset(of: ["aaa", "bbb", "ccc", "ddd", "eee", "fff", "ggg"].map { "TodoItemView#\($0)" }))
        // The views that hold the list or an item, and only those: as SwiftUI with
        // ObservableObject, the header and the app view, which hold neither, do not run.
        #expect(frame.evaluations.allSatisfy { $0.cause.description.hasSuffix(".objectWillChange") })
        #expect(driver.lines[22].contains("  coarse  frame "))
        #expect(driver.statusLine == "9 ran: TodoListView DoneCountView 7×TodoItemView  ← TodoItem.objectWillChange")
    }

    @Test func theHeatMapCountsEachRowsBodyRunsUntilReset() throws {
        let driver = AppDriver()
        driver.press("g")
        for _ in 0..<3 { driver.press("space") }
        // The gutter's second column: aaa ran at first appearance and on each toggle.
        #expect(driver.lines[1].hasPrefix(" 4[ ] aaa") || driver.lines[1].hasPrefix("▌4[x] aaa"))
        #expect(driver.lines[2].hasPrefix(" 1[ ] bbb"))
        #expect(driver.lines[8].allSatisfy { $0 == " " }, "no count below the last item")
        for _ in 0..<9 { driver.press("space") }
        #expect(driver.lines[1].dropFirst().hasPrefix("+"))
        driver.press("c")
        #expect(driver.lines[1].dropFirst().hasPrefix(" "))
        driver.press("m")
        driver.press("space")
        #expect((1...7).allSatisfy { driver.lines[$0].dropFirst().hasPrefix("2") }, "coarse: every row, twice")
        driver.press("g")
        #expect(driver.lines[1].dropFirst().hasPrefix(" "))
    }

    @Test func compareShowsBothStylesSideBySideWithTheirOwnCounts() throws {
        let app = TodoProgram(list: .demo(), size: CellSize(width: 80, height: 24), highlight: false, compare: true)
        let driver = AppDriver(app: app)
        #expect(driver.lines[1].hasPrefix("  [ ] aaa") && driver.lines[1].contains("│[ ] aaa"))
        let frame = try #require(driver.press("space"))
        #expect(Set(frame.evaluatedNodes) == ["DoneCountView", "TodoItemView#aaa"])
        #expect(driver.lines[1].hasPrefix("  [x] aaa") && driver.lines[1].contains("│[x] aaa"))
        #expect(driver.statusLine == "fine 2 ran  │  coarse 9 ran  ← TodoItem(aaa).isDone false → true")
        #expect(
            driver.lines[22].contains("  compare  frame ") && driver.lines[22].hasSuffix("totals: fine 22, coarse 29"))
        driver.press("m")
        #expect(driver.lines[23] == "comparing: both modes are shown")
        driver.press("c")
        #expect(driver.lines[22].hasSuffix("totals: fine 0, coarse 0"))
    }

    @Test func compareShowsBothInspectorsSideBySide() {
        let app = TodoProgram(
            list: .demo(), size: CellSize(width: 120, height: 30), highlight: false, compare: true)
        let driver = AppDriver(app: app)
        // Toggle aaa, then select bbb: the coarse row bbb ran for the toggle, for nothing.
        driver.press("space j i")
        let fine = "  derived value from TodoList.selection 0 → 1"
        let coarse = "  TodoItem.objectWillChange, read nothing that changed"
        let line = driver.lines.first { $0.hasPrefix(fine) }
        #expect(line?.hasSuffix("│" + coarse) == true)
        #expect(driver.lines.contains { $0.hasSuffix("│coarse: 1 of these 3 runs depended on nothing that changed") })
    }

    @Test func theInspectorShowsWhatTheSelectedRowReadAndWhy() {
        let driver = AppDriver()
        driver.press("i space")
        #expect(driver.lines.contains { $0.hasPrefix("─ inspector ") })
        #expect(driver.lines.contains("TodoItemView#aaa: 2 runs, latest last:"))
        #expect(driver.lines.contains("  TodoItem(aaa).isDone false → true"))
        #expect(driver.lines.contains("reads TodoItem(aaa).isDone = true"))
        #expect(driver.lines.contains("derived from TodoList.items = 7 elements, TodoList.selection = 0"))
        driver.press("j")
        #expect(driver.lines.contains("reads TodoItem(bbb).isDone = false"))
        // In coarse mode, row bbb runs for a toggle of aaa too, though it read nothing of it.
        driver.press("m k space j")
        #expect(driver.lines.contains("  TodoItem.objectWillChange, read nothing that changed"))
        #expect(driver.lines.contains("  TodoItem.objectWillChange, and it read TodoList.selection 0 → 1"))
        #expect(driver.lines.contains("coarse: 1 of these 4 runs depended on nothing that changed"))
        driver.press("i")
        #expect(!driver.lines.contains { $0.hasPrefix("─ inspector ") })
    }

    @Test func backInFineModeTheCoarseViewsHoldNothing() throws {
        let driver = AppDriver()
        driver.press("m")
        driver.press("m")
        let frame = try #require(driver.press("space"))
        #expect(Set(frame.evaluatedNodes) == ["TodoItemView#aaa", "DoneCountView"])
    }

    @Test func movingTheSelectionRunsTheTwoRowsInvolved() throws {
        let driver = AppDriver()
        let frame = try #require(driver.press("j"))
        #expect(Set(frame.evaluatedNodes) == ["TodoItemView#aaa", "TodoItemView#bbb"])
        #expect(driver.app.screen[6, 2].style.reverse)
        #expect(!driver.app.screen[6, 1].style.reverse)
        #expect(!driver.app.screen[2, 2].style.reverse)
    }

    @Test func addTypeAndReturnInsertsAfterTheSelection() {
        let driver = AppDriver()
        driver.press("j a")
        driver.type("買い物 👍")
        driver.press("enter")
        #expect(driver.viewLines[3] == "[ ] 買い物 👍")
        #expect(driver.app.list.items.map(\.title).prefix(4) == ["aaa", "bbb", "買い物 👍", "ccc"])
        #expect(driver.viewLines[0].hasSuffix("0/8 done"))
    }

    @Test func anAddedItemLeftEmptyIsDiscarded() {
        let driver = AppDriver()
        driver.press("a esc")
        #expect(driver.app.list.items.count == 7)
        #expect(driver.footerLine.hasPrefix("empty item discarded"))
    }

    @Test func editingTheTitleGoesThroughTheBindingAndShowsInTheList() {
        let driver = AppDriver()
        driver.press("e")
        #expect(driver.viewLines.contains { $0.contains("Title: aaa") })
        driver.press("backspace backspace left")
        driver.type("Z")
        driver.press("enter")
        #expect(driver.viewLines[1] == "[ ] Za")
    }

    @Test func deleteRemovesTheSelectedItem() {
        let driver = AppDriver()
        driver.press("j d")
        #expect(driver.app.list.items.map(\.title) == ["aaa", "ccc", "ddd", "eee", "fff", "ggg"])
        #expect(driver.footerLine.hasPrefix("deleted \"bbb\""))
        #expect(driver.viewLines[2] == "[ ] ccc")
    }

    @Test func helpListsEveryKeyAndEscapeCloses() {
        let driver = AppDriver()
        driver.press("?")
        #expect(driver.viewLines.contains { $0.contains("Space") && $0.contains("toggle done") })
        #expect(!driver.viewLines.contains { $0.contains("q, Ctrl-C") }, "taller than 24 rows")
        driver.press("end")
        #expect(driver.viewLines.contains { $0.contains("q, Ctrl-C") }, "the arrows and End scroll it")
        driver.press("esc")
        #expect(driver.viewLines[1] == "[ ] aaa")
    }

    @Test func theLogPaneShowsEachEvaluationWithItsCause() {
        let driver = AppDriver()
        driver.press("l space")
        #expect(driver.lines.contains { $0.hasPrefix("─ evaluation log") })
        #expect(driver.lines.contains("frame 3  TodoItemView#aaa  cause: TodoItem(aaa).isDone false → true"))
        #expect(driver.lines.contains("frame 3  DoneCountView  cause: TodoList.doneCount 0 → 1"))
        driver.press("c")
        #expect(driver.lines[22].contains("totals: none"))
    }

    @Test func drawingTheStatusNeverCausesAnotherFrame() {
        let driver = AppDriver()
        driver.press("space")
        #expect(!driver.app.needsFrame)
        #expect(driver.app.renderFrame(now: driver.now) == nil)
    }

    @Test func quitAndSuspendKeys() {
        let driver = AppDriver()
        driver.press("ctrl-z")
        #expect(driver.lastOutcome == .suspend)
        driver.press("q")
        #expect(driver.lastOutcome == .quit)
        let other = AppDriver()
        other.press("ctrl-c")
        #expect(other.lastOutcome == .quit)
    }

    @Test func anUnboundKeyGetsANotice() {
        let driver = AppDriver()
        driver.press("x")
        #expect(driver.footerLine.hasPrefix("x does nothing here; ? lists the keys"))
    }

    @Test func aTooSmallTerminalShowsANoticeAndRecovers() {
        let driver = AppDriver()
        driver.app.resize(to: CellSize(width: 20, height: 5))
        driver.app.renderFrame(now: driver.now)
        #expect(driver.lines[0] == "Terminal too small:")
        driver.app.resize(to: CellSize(width: 80, height: 24))
        driver.app.renderFrame(now: driver.now)
        #expect(driver.viewLines[1] == "[ ] aaa")
    }

    @Test func aWindowThatGrowsShowsTheRowsAboveInsteadOfBlankRowsBelow() {
        let driver = AppDriver()
        driver.press("j j j j j j")
        driver.app.resize(to: CellSize(width: 40, height: 10))
        driver.app.renderFrame(now: driver.now)
        #expect(!driver.viewLines.contains("[ ] aaa"))
        driver.app.resize(to: CellSize(width: 80, height: 24))
        driver.app.renderFrame(now: driver.now)
        #expect(
            Array(driver.viewLines[1...7]) == [
                "[ ] aaa", "[ ] bbb", "[ ] ccc", "[ ] ddd", "[ ] eee", "[ ] fff", "[ ] ggg",
            ])
    }

    @Test func aLargeListJumpsToItsEndAndPages() {
        let driver = AppDriver(list: .generated(count: 100_000))
        driver.press("end")
        #expect(driver.viewLines[20] == "[ ] item 100000")
        driver.press("home pgdn")
        #expect(driver.app.list.selection == 19)
    }
}
