import Foundation
import TestSupport
import Testing
import TodoApp
import ViewTree

/// The app on a todo.txt file: every change saved, conflicts shown, not overwritten.
@Suite @MainActor struct AppFileTests {
    func open(_ folder: TemporaryFolder, _ contents: String) throws -> (AppDriver, String) {
        let driver = try AppDriver(folder: folder, contents: contents)
        return (driver, driver.path)
    }

    @Test func toggleAddAndDeleteAreSavedAtOnce() throws {
        let folder = TemporaryFolder()
        let (driver, path) = try open(folder, "(A) first +p\n\nsecond\n")
        #expect(driver.viewLines[1] == "[ ] (A) first +p")
        let toggle = try #require(driver.press("space"))
        #expect(toggle.evaluatedNodes == ["DoneCountView", "TodoItemView#first +p pri:A", "TitleText#first +p pri:A"])
        #expect(folder.contents(path) == "x 2026-11-22 first +p pri:A\n\nsecond\n")
        driver.press("j a")
        driver.type("third @home")
        driver.press("enter")
        #expect(folder.contents(path) == "x 2026-11-22 first +p pri:A\n\nsecond\nthird @home\n")
        driver.press("k d")
        #expect(folder.contents(path) == "x 2026-11-22 first +p pri:A\n\nthird @home\n")
        driver.press("k space p")
        #expect(folder.contents(path) == "(B) first +p\n\nthird @home\n")
    }

    /// Keys do not wait for saves: a burst of them is queued, saved in the order made, and
    /// quitting waits for the last one.
    @Test func keysPressedWhileSavesRunAreAllSavedAndQuittingWaitsForThem() throws {
        let folder = TemporaryFolder()
        let lines = (1...2_000).map { "task \($0)" }
        let path = folder.file("todo.txt", lines.joined(separator: "\n") + "\n")
        let storage = try TodoStorage(path: path)
        let app = TodoProgram(
            list: storage.makeList(), size: CellSize(width: 80, height: 24), storage: storage, today: { "2026-11-22" })
        var expected = lines
        var random = SeededRandom(seed: 7)
        for _ in 0..<200 {
            let row = app.list.selection
            if Bool.random(using: &random) {
                _ = app.handle(.character(" "))
                expected[row] =
                    expected[row].hasPrefix("x ")
                    ? String(expected[row].dropFirst(13)) : "x 2026-11-22 " + expected[row]
            } else {
                _ = app.handle(.character("j"))
            }
        }
        #expect(app.finish() == nil)
        #expect(folder.contents(path) == expected.joined(separator: "\n") + "\n")
        // Each save writes every change queued before it: never more saves than changes.
        #expect((1...200).contains(storage.outcome.saves))
    }

    /// A save that fails (here the file's folder went) says why once, keeps the list in
    /// memory, and quitting asks before dropping the changes.
    @Test func aFailedSaveSaysWhyOnceAndQuittingAsksFirst() throws {
        let folder = TemporaryFolder()
        let (driver, path) = try open(folder, "a\nb\n")
        try FileManager.default.removeItem(atPath: folder.path)
        // The file is gone: nothing to merge with, the list waits for w.
        driver.press("space")
        #expect(driver.footerLine == "todo.txt is gone from disk: w writes this list to it")
        driver.press("w")
        #expect(driver.footerLine.hasPrefix("cannot save \(path)"))
        #expect(driver.viewLines[1].hasPrefix("[x] a"))
        // Told once: when the notice's time is up, the footer is back to what it was.
        driver.press("j k j k")
        #expect(driver.footerLine == "todo.txt is not on disk as read: w writes this list to it, r reads it again")
        driver.press("q")
        #expect(driver.footerLine.hasPrefix("changes not saved: w writes them, q again quits without them"))
        #expect(
            driver.app.finish() == "cannot save \(path): No such file or directory; this run's changes were not saved")
    }

    /// A save that finds the file changed by another program merges: its change comes in,
    /// this run's goes on top, and one `u` takes the merge back.
    @Test func aFileChangedOnDiskIsMergedWithThisRunsChanges() throws {
        let folder = TemporaryFolder()
        let (driver, path) = try open(folder, "a\nb\n")
        try "a\nb\nc from elsewhere\n".write(toFile: path, atomically: true, encoding: .utf8)
        driver.press("space")
        #expect(folder.contents(path) == "x 2026-11-22 a\nb\nc from elsewhere\n")
        #expect(driver.footerLine == "1 task changed in todo.txt elsewhere: 1 added")
        #expect(driver.viewLines[1] == "[x] a")
        #expect(driver.viewLines[3] == "[ ] c from elsewhere")
        #expect(!driver.app.hasConflict)
        driver.press("u")
        #expect(driver.footerLine == "undid merge")
        #expect(folder.contents(path) == "x 2026-11-22 a\nb\n")
        #expect(folder.contents(folder.path + "/.todo.txt.replaced") == "a\nb\nc from elsewhere\n", "kept")
        driver.press("ctrl-r")
        #expect(folder.contents(path) == "x 2026-11-22 a\nb\nc from elsewhere\n")
    }

    /// Both sides changed the same task: nothing is written until the merge page has a choice.
    @Test(arguments: [("m", "x 2026-11-22 a\n"), ("t", "other\n"), ("b", "other\nx 2026-11-22 a\n")])
    func aConflictWaitsForTheUsersChoice(key: String, result: String) throws {
        let folder = TemporaryFolder()
        let (driver, path) = try open(folder, "a\n")
        try "other\n".write(toFile: path, atomically: true, encoding: .utf8)
        driver.press("space")
        #expect(folder.contents(path) == "other\n")
        #expect(driver.viewLines.contains { $0.contains("todo.txt changed here and elsewhere: 1 of 1") })
        #expect(driver.viewLines.contains { $0.contains("x 2026-11-22 a") })
        #expect(driver.viewLines.contains { $0.contains("  other") })
        driver.press("j space")
        #expect(folder.contents(path) == "other\n", "keys other than the choices change nothing")
        driver.press("q")
        #expect(driver.footerLine.hasPrefix("a change here and elsewhere waits: m, t or b chooses"))
        driver.press(key)
        #expect(folder.contents(path) == result)
        #expect(!driver.app.hasConflict)
        #expect(driver.footerLine.hasSuffix("; 1 chosen"))
    }

    @Test func withoutAFileTheStatusBarSaysTheItemsAreInMemory() {
        let driver = AppDriver()
        #expect(driver.lines[22].hasPrefix("demo, in memory (no file)"))
    }
}

/// Undo and redo of toggles, edits, additions and deletions, saved like any change.
@Suite @MainActor struct UndoTests {
    @Test func everyKindOfChangeIsUndoneAndRedoneInOrder() throws {
        let folder = TemporaryFolder()
        let original = "(A) 2026-01-01 first\n\n  second  kept\nx 2026-02-02 third\n"
        let driver = try AppDriver(folder: folder, contents: original)
        let path = driver.path
        driver.press("space j e end")
        driver.type("!")
        driver.press("enter j d a")
        driver.type("new")
        driver.press("enter p")
        let changed = folder.contents(path)
        #expect(changed == "x 2026-11-22 2026-01-01 first pri:A\n\n  second  kept!\n(A) new\n")
        for _ in 0..<5 { driver.press("u") }
        #expect(folder.contents(path) == original)
        #expect(driver.footerLine == "undid toggle")
        driver.press("u")
        #expect(driver.footerLine == "nothing to undo")
        for _ in 0..<5 { driver.press("ctrl-r") }
        #expect(folder.contents(path) == changed)
        driver.press("u u space")
        driver.press("ctrl-r")
        #expect(driver.footerLine == "nothing to redo")
    }
}

/// What a title typed with todo.txt prefixes means.
@Suite @MainActor struct TypedPrefixTests {
    @Test func aPriorityOrDoneMarkTypedInTheTitleBecomesThePartItNames() throws {
        let folder = TemporaryFolder()
        let driver = try AppDriver(folder: folder, contents: "first\n")
        let path = driver.path
        driver.press("a")
        driver.type("(C) call bob")
        driver.press("enter a")
        driver.type("x paid rent")
        driver.press("enter")
        #expect(folder.contents(path) == "first\n(C) call bob\nx 2026-11-22 paid rent\n")
        #expect(driver.app.list.items[1].priority == "C")
        #expect(driver.app.list.items[2].isDone)
        #expect(driver.viewLines[0].hasSuffix("1/3 done"))
    }
}

/// Quitting with changes that could not be saved.
@Suite @MainActor struct UnsavedQuitTests {
    @Test func theFirstQuitKeepsUnsavedChangesAndSaysHowToKeepThem() throws {
        let folder = TemporaryFolder()
        let driver = try AppDriver(folder: folder, contents: "a\n")
        let path = driver.path
        try "b\n".write(toFile: path, atomically: true, encoding: .utf8)
        // Both changed the one task: the merge page waits, and q says so first.
        driver.press("space q")
        #expect(driver.lastOutcome == .handled)
        #expect(driver.footerLine.hasPrefix("a change here and elsewhere waits: m, t or b chooses"))
        driver.press("q")
        #expect(driver.lastOutcome == .quit)
        #expect(folder.contents(path) == "b\n")
        let saved = AppDriver()
        saved.press("space q")
        #expect(saved.lastOutcome == .quit)
    }
}
