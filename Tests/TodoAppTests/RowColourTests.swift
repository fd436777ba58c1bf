import Testing
import TodoApp
import ViewTree

/// A row's colours, as todo.sh's defaults suggest: (A) yellow, (B) green, (C) light blue,
/// projects and contexts apart, done tasks faint; a toggle still runs the one row.
@Suite @MainActor struct RowColourTests {
    private func style(_ driver: AppDriver, row: Int, at text: String) throws -> CellStyle {
        let line = driver.lines[row]
        let range = try #require(line.range(of: text), "\(text) in \(line)")
        return driver.app.screen[line.distance(from: line.startIndex, to: range.lowerBound), row].style
    }

    @Test func prioritiesHaveTodoShsColoursAndDoneTasksAreFaint() throws {
        let folder = TemporaryFolder()
        let driver = try AppDriver(
            folder: folder, contents: "(A) first +work\n(B) second @home\n(C) third\n(D) fourth\nx 2026-01-01 fifth\n")
        #expect(try style(driver, row: 1, at: "(A)").foreground == .yellow)
        #expect(try style(driver, row: 2, at: "(B)").foreground == .green)
        #expect(try style(driver, row: 3, at: "(C)").foreground == .brightBlue)
        #expect(try style(driver, row: 4, at: "(D)").foreground == .default)
        #expect(try style(driver, row: 4, at: "(D)").bold)
        #expect(try style(driver, row: 1, at: "+work").foreground == .cyan)
        #expect(try style(driver, row: 2, at: "@home").foreground == .magenta)
        #expect(try style(driver, row: 5, at: "fifth").dim)
        #expect(try !style(driver, row: 1, at: "first").dim)
        // Done: the row runs, and its title with the `pri:A` it keeps; drawn faint with its
        // colours kept.
        let frame = try #require(driver.press("space"))
        #expect(
            frame.evaluatedNodes == ["DoneCountView", "TodoItemView#first +work pri:A", "TitleText#first +work pri:A"])
        #expect(try style(driver, row: 1, at: "first").dim)
        #expect(try style(driver, row: 1, at: "+work").foreground == .cyan)
        #expect(try style(driver, row: 1, at: "pri:A").foreground == .green)
        // Done without a priority: the title does not run.
        driver.press("j j j j")
        let untick = try #require(driver.press("space"))
        #expect(untick.evaluatedNodes.count == 2 && !untick.evaluatedNodes.contains { $0.hasPrefix("TitleText") })
    }
}
