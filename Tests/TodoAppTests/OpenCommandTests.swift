import Foundation
import Testing
import TodoApp

/// `:open FILE`: another todo.txt in place of the one open, as vi's `:e`. The first file is
/// left as it was saved and let go; the new one is edited and saved; nothing is lost on the
/// way, and a file that cannot be opened leaves the list as it was.
@Suite @MainActor struct OpenCommandTests {
    private func open(_ path: String, in driver: AppDriver) {
        driver.press(":")
        driver.type("open " + path)
        driver.press("enter")
    }

    @Test func theOtherFileIsEditedAndTheFirstIsLeftAsSavedAndLetGo() throws {
        let folder = TemporaryFolder()
        let driver = try AppDriver(folder: folder, contents: "first a\nfirst b\nfirst c\n")
        let first = driver.path
        driver.press("down down space")
        let firstSaved = folder.contents(first)
        #expect(firstSaved == "first a\nfirst b\nx 2026-11-22 first c\n")
        let second = folder.file("work.txt", "(A) call Bob +work\nwrite report @desk\nthird\n")
        open(second, in: driver)
        #expect(driver.footerLine.contains("opened work.txt, 3 tasks"))
        #expect(driver.lines.contains { $0.contains("call Bob") })
        #expect(!driver.lines.contains { $0.contains("first a") })
        #expect(driver.lines.contains { $0.hasPrefix("work.txt  ") }, "the totals line names the file")
        driver.press("down space")
        #expect(
            folder.contents(second) == "(A) call Bob +work\nx 2026-11-22 write report @desk\nthird\n",
            "the selection starts at the other file's first task")
        #expect(folder.contents(first) == firstSaved, "the first file keeps what was saved")
        // Undo reaches back to the open, not into the other file.
        driver.press("u")
        #expect(folder.contents(second) == "(A) call Bob +work\nwrite report @desk\nthird\n")
        driver.press("u")
        #expect(driver.footerLine == "nothing to undo")
        #expect(folder.contents(first) == firstSaved)
        // The first file is free for another todo-tui (its lock is gone).
        #expect(throws: Never.self) { try TodoStorage(path: first).close() }
    }

    @Test func aMissingFileIsMadeAndTheDemoCanOpenOne() throws {
        let folder = TemporaryFolder()
        let driver = AppDriver()
        let path = folder.path + "/new.txt"
        open(path, in: driver)
        #expect(driver.footerLine.contains("opened new.txt (a new file)"))
        #expect(FileManager.default.fileExists(atPath: path))
        driver.press("a")
        driver.type("first task")
        driver.press("enter")
        #expect(folder.contents(path) == "first task\n")
    }

    @Test func whatCannotBeOpenedLeavesTheListAsItWas() throws {
        let folder = TemporaryFolder()
        let driver = try AppDriver(folder: folder, contents: "keep me\n")
        open(folder.path, in: driver)
        #expect(driver.footerLine.contains("is a directory"))
        _ = folder.file("binary.txt", bytes: [0xFF, 0xFE, 0x00])
        open(folder.path + "/binary.txt", in: driver)
        #expect(driver.footerLine.contains("is not UTF-8 text"))
        open(driver.path, in: driver)
        #expect(driver.footerLine == "todo.txt is the file open")
        driver.press(":")
        driver.type("open")
        driver.press("enter")
        #expect(driver.footerLine == "open which file? :open FILE")
        #expect(driver.lines.contains { $0.contains("keep me") })
        driver.press("space")
        #expect(folder.contents(driver.path).hasPrefix("x 2026-11-22 keep me"), "still saved to the first file")
    }

    @Test func unsavedChangesAreNotDroppedByAnOpen() throws {
        let folder = TemporaryFolder()
        let driver = try AppDriver(folder: folder, contents: "mine\n")
        // The file goes: the next save stops, the change waits for w.
        try FileManager.default.removeItem(atPath: driver.path)
        driver.press("space")
        let other = folder.file("other.txt", "other\n")
        open(other, in: driver)
        #expect(driver.footerLine == "todo.txt has changes not saved: w writes them, then :open")
        #expect(driver.lines.contains { $0.contains("mine") })
        driver.press("w")
        open(other, in: driver)
        #expect(driver.footerLine.contains("opened other.txt, 1 task"))
        #expect(folder.contents(folder.path + "/todo.txt") == "x 2026-11-22 mine\n", "w wrote the change first")
    }
}
