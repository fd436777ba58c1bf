import Testing
import TodoApp
import ViewTree

/// Each page's views take their own keys: the list (its selection, its rows, the filter's
/// typing), the item page's text field, the help; the program gets only what none used.
@Suite @MainActor struct ViewKeyTests {
    private func click(_ driver: AppDriver, x: Int, y: Int, _ kind: MouseEvent.Kind = .click) {
        _ = driver.app.handle(.mouse(MouseEvent(kind, x: x, y: y)))
        driver.app.renderFrame()
    }

    @Test func aClickSelectsTheRowUnderItAndTheWheelMovesTheSelection() throws {
        let driver = AppDriver()
        // Rows start under the header; the views start after the two-column gutter.
        click(driver, x: 6, y: 3)
        #expect(driver.app.list.selectedItem?.title == "ccc")
        let frame = try #require(driver.press("space"))
        #expect(frame.evaluatedNodes == ["DoneCountView", "TodoItemView#ccc"])
        click(driver, x: 6, y: 3, .wheelDown)
        #expect(driver.app.list.selectedItem?.title == "ddd")
        click(driver, x: 6, y: 3, .wheelUp)
        click(driver, x: 6, y: 3, .wheelUp)
        #expect(driver.app.list.selectedItem?.title == "bbb")
        click(driver, x: 0, y: 5)  // the gutter: not the views'
        #expect(driver.app.list.selectedItem?.title == "bbb")
    }

    @Test func theTitleFieldTakesEveryCharacterTheListWouldUse() {
        let driver = AppDriver()
        driver.press("enter")
        driver.type("q m d")
        #expect(driver.lastOutcome == .handled)
        driver.press("enter")
        #expect(driver.app.list.items[0].title == "aaaq m d")
        #expect(driver.app.mode == .fine)
        #expect(driver.app.list.items.count == 7)
    }

    @Test func theFilterTakesTheInspectorsKeysAsText() {
        let driver = AppDriver()
        driver.press("/")
        driver.type("m")
        #expect(driver.app.state.query.filter == "m")
        #expect(driver.app.mode == .fine)
        driver.press("esc m")
        #expect(driver.app.mode == .coarse, "back on the list, m is the inspector's again")
    }

    @Test func theHelpClosesItselfAndLeavesTheOtherKeysToTheProgram() {
        let driver = AppDriver()
        driver.press("?")
        #expect(driver.app.state.page == .help)
        driver.press("space")
        #expect(driver.app.list.items[0].isDone == false, "Space is the list's, not the help's")
        driver.press("esc")
        #expect(driver.app.state.page == .list)
        driver.press("space")
        #expect(driver.app.list.items[0].isDone)
    }
}
