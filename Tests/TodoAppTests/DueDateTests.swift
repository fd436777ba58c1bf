import Testing
import TodoApp
import ViewTree

/// Due dates against today, the day turning at midnight with the app open, and recurring
/// tasks done through the keys.
@Suite @MainActor struct DueDateTests {
    /// The date the app reads as today; a test moves it on.
    final class Calendar: @unchecked Sendable {
        var today = "2026-11-24"
    }

    static let file = """
        pay rent due:2026-11-22 +home
        call Ana due:2026-11-24
        buy milk due:2026-11-25
        ship it due:2026-11-27 @work
        renew passport due:2027-03-01
        no date here

        """

    func driver(_ contents: String = file, calendar: Calendar, folder: TemporaryFolder) throws -> AppDriver {
        let storage = try TodoStorage(path: folder.file("todo.txt", contents))
        return AppDriver(
            app: TodoProgram(
                list: storage.makeList(), size: CellSize(width: 80, height: 24), storage: storage,
                today: { calendar.today }))
    }

    @Test func dueDatesReadAgainstTodayWithTheLateOnesInRed() throws {
        let folder = TemporaryFolder()
        let driver = try driver(calendar: Calendar(), folder: folder)
        let rows = driver.lines[1...6].map {
            String($0.drop { $0 == "▌" || $0 == " " }).trimmingCharacters(in: .whitespaces)
        }
        #expect(
            rows == [
                "[ ] pay rent 2 days late +home", "[ ] call Ana due today", "[ ] buy milk due tomorrow",
                "[ ] ship it due in 3 days @work", "[ ] renew passport due:2027-03-01", "[ ] no date here",
            ])
        func colour(row: Int, of text: String) -> TerminalColor? {
            guard let range = driver.lines[row].range(of: text) else { return nil }
            return driver.app.screen[
                driver.lines[row].distance(from: driver.lines[row].startIndex, to: range.lowerBound), row
            ]
            .style.foreground
        }
        #expect(colour(row: 1, of: "2 days late") == .red)
        #expect(colour(row: 2, of: "due today") == .yellow)
        #expect(colour(row: 4, of: "due in 3 days") == .green)
        #expect(try String(contentsOfFile: driver.path, encoding: .utf8) == Self.file, "shown, never written")
    }

    /// A done task is not late: its due date shows as written; a toggle of a task with no
    /// due date still leaves its title's body alone.
    @Test func aDoneTaskShowsItsDueDateAsWritten() throws {
        let folder = TemporaryFolder()
        let driver = try driver(calendar: Calendar(), folder: folder)
        let done = try #require(driver.press("space"))
        #expect(driver.lines[1].contains("[x] pay rent due:2026-11-22 +home"))
        #expect(done.evaluatedNodes.contains { $0.hasPrefix("TitleText") }, "its text changed")
        driver.press("space")
        #expect(driver.lines[1].contains("[ ] pay rent 2 days late +home"))
        let plain = try #require(driver.press("end space"))
        #expect(driver.lines[6].contains("[x] no date here"))
        #expect(!plain.evaluatedNodes.contains { $0.hasPrefix("TitleText") }, "\(plain.evaluatedNodes)")
    }

    @Test func atMidnightOnlyTheDueTagsWhoseTextChangesRun() throws {
        let folder = TemporaryFolder()
        let calendar = Calendar()
        let driver = try driver(calendar: calendar, folder: folder)
        #expect(driver.wait(.seconds(40))?.evaluatedNodes ?? [] == [], "the same day: nothing runs")
        calendar.today = "2026-11-25"
        let midnight = try #require(driver.wait(.seconds(30)))
        #expect(midnight.evaluatedNodes.count == 4, "\(midnight.evaluatedNodes)")
        #expect(midnight.evaluatedNodes.allSatisfy { $0.hasPrefix("DueText") })
        #expect(driver.lines[1].contains("pay rent 3 days late"))
        #expect(driver.lines[2].contains("call Ana 1 day late"))
        #expect(driver.lines[3].contains("buy milk due today"))
        #expect(driver.lines[4].contains("ship it due in 2 days"))
        #expect(driver.lines[5].contains("renew passport due:2027-03-01"), "far ahead: as written, and it did not run")
    }

    @Test func aRecurringTaskDoneBringsTheNextAndUndoTakesBothBack() throws {
        let folder = TemporaryFolder()
        let calendar = Calendar()
        let contents = "(A) water plants rec:1w due:2026-11-20 t:2026-11-18\npay rent rec:+1m due:2026-11-30\n"
        let driver = try driver(contents, calendar: calendar, folder: folder)
        driver.press("space")
        #expect(
            try String(contentsOfFile: driver.path, encoding: .utf8)
                == "x 2026-11-24 water plants rec:1w due:2026-11-20 t:2026-11-18 pri:A\npay rent rec:+1m due:2026-11-30\n"
                + "(A) water plants rec:1w due:2026-12-01 t:2026-11-29\n")
        #expect(driver.lines[1].contains("[x]"), "the selection stays on the task done")
        driver.press("j space")
        #expect(
            try String(contentsOfFile: driver.path, encoding: .utf8).hasSuffix(
                "x 2026-11-24 pay rent rec:+1m due:2026-11-30\n(A) water plants rec:1w due:2026-12-01 t:2026-11-29\n"
                    + "pay rent rec:+1m due:2026-12-30\n"))
        driver.press("u u")
        #expect(
            try String(contentsOfFile: driver.path, encoding: .utf8) == contents, "undo takes back both, byte for byte")
        driver.press("ctrl-r")
        #expect(try String(contentsOfFile: driver.path, encoding: .utf8).hasSuffix("due:2026-12-01 t:2026-11-29\n"))
    }

    @Test func tasksWaitForTheirThresholdDayAndTShowsThem() throws {
        let folder = TemporaryFolder()
        let calendar = Calendar()
        let contents = "plan trip t:2026-11-26\nbuy milk\nfile taxes t:2026-11-24 due:2026-11-30\nskip t:2026-11-25\n"
        let driver = try driver(contents, calendar: calendar, folder: folder)
        func titles() -> [String] {
            driver.lines[1...4].map { String($0.drop { $0 == "▌" || $0 == " " }).trimmingCharacters(in: .whitespaces) }
        }
        #expect(titles() == ["[ ] buy milk", "[ ] file taxes t:2026-11-24 due in 6 days", "", ""])
        #expect(driver.lines[0].contains("2 hidden"))
        driver.press("t")
        #expect(titles()[0] == "[ ] plan trip t:2026-11-26" && titles()[3] == "[ ] skip t:2026-11-25")
        #expect(!driver.lines[0].contains("hidden"))
        driver.press("t")
        calendar.today = "2026-11-25"
        driver.wait(.seconds(31))
        #expect(titles() == ["[ ] buy milk", "[ ] file taxes t:2026-11-24 due in 5 days", "[ ] skip t:2026-11-25", ""])
        #expect(driver.lines[0].contains("1 hidden"), "its day came: it shows without a key")
        driver.press("j j d")
        #expect(!driver.lines[0].contains("hidden") || driver.lines[0].contains("1 hidden"))
        #expect(try String(contentsOfFile: driver.path, encoding: .utf8).contains("plan trip t:2026-11-26\n"))
    }

    /// A file whose first task waits for its threshold: the first key acts on the first task
    /// shown. (Found in tmux: the first Space said "nothing to toggle".)
    @Test func theSelectionStartsOnTheFirstTaskShown() throws {
        let folder = TemporaryFolder()
        let driver = try driver("plan trip t:2026-12-01\nbuy milk\n", calendar: Calendar(), folder: folder)
        driver.press("space")
        #expect(
            try String(contentsOfFile: driver.path, encoding: .utf8)
                == "plan trip t:2026-12-01\nx 2026-11-24 buy milk\n")
    }

    @Test func anEditThatSetsAFutureThresholdHidesTheTaskAndMovesTheSelection() throws {
        let folder = TemporaryFolder()
        let driver = try driver("one\ntwo\n", calendar: Calendar(), folder: folder)
        driver.press("e")
        driver.type(" t:2026-12-01")
        driver.press("enter")
        #expect(driver.lines[0].contains("1 hidden"))
        #expect(!driver.lines[1...3].contains { $0.contains("one") })
        driver.press("space")
        #expect(
            try String(contentsOfFile: driver.path, encoding: .utf8) == "one t:2026-12-01\nx 2026-11-24 two\n",
            "keys act on the task shown, not the one hidden")
        driver.press("u u")
        #expect(try String(contentsOfFile: driver.path, encoding: .utf8) == "one\ntwo\n")
        #expect(!driver.lines[0].contains("hidden"))
    }
}
