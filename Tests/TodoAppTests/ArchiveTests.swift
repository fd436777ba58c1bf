import Foundation
import TestSupport
import Testing
import TmuxDriver
import TodoApp

/// `:archive` against todo.sh's `archive` on random files (odd line endings, blank and
/// whitespace lines, a done.txt there or not): the same bytes in both files; undo puts both
/// back byte for byte. And the `:` command line: completion, history, help.
@Suite @MainActor struct ArchiveTests {
    static let files = Int(ProcessInfo.processInfo.environment["TODO_REFERENCE_FILES"] ?? "") ?? 15

    @Test func archiveGivesTheBytesTodoShGivesAndUndoPutsBothFilesBack() throws {
        var archived = 0
        for seed in 0..<UInt64(Self.files) {
            var random = SeededRandom(seed: seed)
            let contents = TodoTxtSamples.file(using: &random, maxLines: 8, oddEndings: true)
            let done: String? = Bool.random(using: &random) ? "x 2020-01-01 older\n" : nil
            let expected = try Self.todoShArchive(contents, done: done)
            let folder = TemporaryFolder()
            if let done { _ = folder.file("done.txt", done) }
            let driver = try AppDriver(folder: folder, contents: contents)
            driver.press(": a tab enter")
            let donePath = folder.path + "/done.txt"
            let actualDone = try? String(contentsOfFile: donePath, encoding: .utf8)
            let context = "seed \(seed), \(contents.debugDescription)"
            #expect(folder.contents(driver.path).utf8.elementsEqual(expected.todo.utf8), "todo.txt, \(context)")
            #expect(actualDone.map { Array($0.utf8) } == expected.done.map { Array($0.utf8) }, "done.txt, \(context)")
            guard expected.todo != contents else { continue }
            archived += 1
            driver.press("u")
            #expect(folder.contents(driver.path).utf8.elementsEqual(contents.utf8), "undone todo.txt, \(context)")
            #expect(
                (try? String(contentsOfFile: donePath, encoding: .utf8)).map { Array($0.utf8) }
                    == done.map { Array($0.utf8) }, "undone done.txt, \(context)")
            driver.press("ctrl-r")
            #expect(folder.contents(driver.path).utf8.elementsEqual(expected.todo.utf8), "redone, \(context)")
        }
        #expect(archived > Self.files / 3)
    }

    /// done.txt changed by another program after the archive (todo.sh archiving elsewhere):
    /// undo takes out only the lines the archive appended.
    @Test func undoKeepsWhatAnotherProgramAppendedToDoneTxt() throws {
        let folder = TemporaryFolder()
        _ = folder.file("done.txt", "x 2026-01-01 old\n")
        let driver = try AppDriver(folder: folder, contents: "x 2026-11-20 paid\nopen\n")
        driver.press(": a r c h tab enter")
        let done = folder.path + "/done.txt"
        #expect(folder.contents(done) == "x 2026-01-01 old\nx 2026-11-20 paid\n")
        try (folder.contents(done) + "x 2026-11-21 from elsewhere\n").write(
            toFile: done, atomically: true, encoding: .utf8)
        driver.press("u")
        #expect(folder.contents(done) == "x 2026-01-01 old\nx 2026-11-21 from elsewhere\n")
        #expect(folder.contents(driver.path) == "x 2026-11-20 paid\nopen\n")
    }

    @Test func withNothingToDoNothingIsWrittenAndTheDemoSaysItHasNoFile() throws {
        let folder = TemporaryFolder()
        let driver = try AppDriver(folder: folder, contents: "open\nalso open\n")
        driver.press(": a r c h tab enter")
        #expect(driver.footerLine == "no done tasks to archive, no blank lines to remove")
        #expect(folder.contents(driver.path) == "open\nalso open\n")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/done.txt"))
        let demo = AppDriver()
        demo.press(": a tab enter")
        #expect(demo.footerLine == "no file: the demo's done tasks stay")
    }

    @Test func theCommandLineCompletesRecallsAndExplains() throws {
        let driver = AppDriver()
        driver.press(":")
        #expect(driver.lines.contains { $0.contains(":▏") }, "the line shows where typing goes")
        driver.press("s tab")
        #expect(driver.app.state.command == "sort ")
        driver.press("p r i o r i t y enter")
        #expect(driver.footerLine == "sorted by priority")
        driver.press(": f tab + w o r k enter")
        #expect(driver.app.state.query.filter == "+work")
        driver.press(": b o g u s enter")
        #expect(driver.footerLine == "no command \"bogus\": Tab completes a name, :help lists them")
        driver.press(": up")
        #expect(driver.app.state.command == "bogus")
        driver.press("up")
        #expect(driver.app.state.command == "filter +work")
        driver.press("down down")
        #expect(driver.app.state.command == "", "past the newest, an empty line")
        driver.press("esc")
        #expect(driver.app.state.page == .list)
        driver.press(": ?")
        #expect(driver.app.state.page == .help)
        driver.press("end")
        #expect(driver.lines.contains { $0.contains("archive") && $0.contains("move done tasks to done.txt") })
    }

    /// todo.sh's archive on `contents`, with `done` as done.txt (none when nil): both files after.
    static func todoShArchive(_ contents: String, done: String?) throws -> (todo: String, done: String?) {
        let folder = TemporaryFolder()
        let file = folder.file("todo.txt", contents)
        if let done { _ = folder.file("done.txt", done) }
        let config = TodoShReferenceTests.config(in: folder)
        let result = try ChildProcess.run(["bash", TodoShReferenceTests.script, "-d", config, "-f", "-p", "archive"])
        #expect(result.status == 0, "todo.sh archive: \(result.output)")
        let doneAfter = try? String(contentsOfFile: folder.path + "/done.txt", encoding: .utf8)
        // With nothing to move, todo.sh's `>>` still makes an empty done.txt; todo-tui makes
        // no file for nothing.
        return (folder.contents(file), doneAfter == "" && done == nil ? nil : doneAfter)
    }
}
