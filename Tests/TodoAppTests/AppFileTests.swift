import Foundation
import Testing
import TodoApp
import ViewTree

/// The app on a todo.txt file: every change saved at once, conflicts shown, not overwritten.
@Suite struct AppFileTests {
    func open(_ folder: TemporaryFolder, _ contents: String) throws -> (AppDriver, String) {
        let path = folder.file("todo.txt", contents)
        let storage = try TodoStorage(path: path)
        let app = TodoApplication(
            list: storage.makeList(), size: CellSize(width: 80, height: 24), storage: storage, today: { "2026-11-22" })
        return (AppDriver(app: app), path)
    }

    @Test func toggleAddAndDeleteAreSavedAtOnce() throws {
        let folder = TemporaryFolder()
        let (driver, path) = try open(folder, "(A) first +p\n\nsecond\n")
        #expect(driver.viewLines[1] == "[ ] (A) first +p")
        let toggle = try #require(driver.press("space"))
        #expect(toggle.evaluatedNodes == ["DoneCountView", "TodoItemView#first +p"])
        #expect(folder.contents(path) == "x 2026-11-22 (A) first +p\n\nsecond\n")
        driver.press("j a")
        driver.type("third @home")
        driver.press("enter")
        #expect(folder.contents(path) == "x 2026-11-22 (A) first +p\n\nsecond\nthird @home\n")
        driver.press("k d")
        #expect(folder.contents(path) == "x 2026-11-22 (A) first +p\nthird @home\n")
        driver.press("k space p")
        #expect(folder.contents(path) == "(B) first +p\nthird @home\n")
    }

    @Test func aFileChangedOnDiskIsNotOverwrittenUntilTheUserSays() throws {
        let folder = TemporaryFolder()
        let (driver, path) = try open(folder, "a\nb\n")
        try "a\nb\nc from elsewhere\n".write(toFile: path, atomically: true, encoding: .utf8)
        driver.press("space")
        #expect(folder.contents(path) == "a\nb\nc from elsewhere\n")
        #expect(driver.footerLine.hasSuffix("changed on disk: r reloads it, w overwrites it with this list"))
        driver.press("r")
        #expect(driver.viewLines[3] == "[ ] c from elsewhere")
        driver.press("space")
        #expect(folder.contents(path) == "x 2026-11-22 a\nb\nc from elsewhere\n")
    }

    @Test func overwritingAfterAConflictWritesThisList() throws {
        let folder = TemporaryFolder()
        let (driver, path) = try open(folder, "a\n")
        try "other\n".write(toFile: path, atomically: true, encoding: .utf8)
        driver.press("space w")
        #expect(folder.contents(path) == "x 2026-11-22 a\n")
        #expect(!driver.app.hasConflict)
    }

    @Test func withoutAFileTheStatusBarSaysTheItemsAreInMemory() {
        let driver = AppDriver()
        #expect(driver.lines[22].hasPrefix("demo, in memory (no file)"))
    }
}
