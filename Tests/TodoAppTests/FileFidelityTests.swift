import Foundation
import Testing
import TodoApp

/// A line changes only when the user changed a part of it, and then only that part.
@Suite @MainActor struct FileFidelityTests {
    nonisolated static let awkwardLines = [
        "x (A) 2016-05-20 2016-04-30 measure space for +chapelShelving @chapel due:2016-05-30",
        "2024-01-01 x marks the spot",
        "(A) (B) double priority",
        "2020-01-01 2020-02-02 two dates",
        "(A) \u{301}accent",
        "2020-01-01 \u{200D}joined",
        "x 2026-11-22 (A) 2026-11-22 pay rent",
        "x (A) \u{301}",
        "e\u{301} and \u{E9} spelled two ways",
    ]

    @Test(arguments: awkwardLines)
    func openingAnItemAndLeavingItWithoutTypingChangesNothing(line: String) throws {
        for leave in ["esc", "enter"] {
            for open in ["enter", "e"] {
                let folder = TemporaryFolder()
                let contents = "first\n" + line + "\nlast\n"
                let driver = try AppDriver(folder: folder, contents: contents)
                driver.press("j \(open)")
                #expect(driver.app.state.page == .item(driver.app.list.items[1]))
                // The editor shows the description as it is written.
                #expect(driver.app.list.items[1].title.utf8.elementsEqual(TodoTxtTask(parsing: line).description.utf8))
                driver.press(leave)
                #expect(folder.contents(driver.path).utf8.elementsEqual(contents.utf8), "\(open) then \(leave)")
                driver.press("u")
                #expect(driver.footerLine == "nothing to undo")
            }
        }
    }

    @Test(arguments: awkwardLines)
    func togglingTwiceAndUndoingRestoresTheLineByteForByte(line: String) throws {
        let folder = TemporaryFolder()
        let contents = line + "\n"
        let driver = try AppDriver(folder: folder, contents: contents)
        driver.press("space")
        let once = folder.contents(driver.path)
        #expect(!once.utf8.elementsEqual(contents.utf8))
        // Whatever else changes, the description's bytes stay (a combining mark included),
        // followed by the priority kept as `pri:`.
        let task = TodoTxtTask(parsing: line)
        let kept = task.description + (task.isDone ? "" : task.priority.map { " pri:\($0)" } ?? "") + "\n"
        #expect(once.utf8.reversed().starts(with: kept.utf8.reversed()))
        driver.press("space u u")
        #expect(folder.contents(driver.path).utf8.elementsEqual(contents.utf8))
    }

    @Test func doneKeepsThePriorityAsPriAndUndoneGivesItBack() throws {
        let folder = TemporaryFolder()
        let driver = try AppDriver(folder: folder, contents: "(A) 2026-01-01 pay rent +home\n")
        driver.press("space")
        #expect(folder.contents(driver.path) == "x 2026-11-22 2026-01-01 pay rent +home pri:A\n")
        driver.press("space")
        #expect(folder.contents(driver.path) == "(A) 2026-01-01 pay rent +home\n")
        driver.press("B")
        #expect(folder.contents(driver.path) == "(B) 2026-01-01 pay rent +home\n")
        driver.press("u u u")
        #expect(folder.contents(driver.path) == "(A) 2026-01-01 pay rent +home\n")
    }

    @Test func aDoneTaskGetsNoPriority() throws {
        let folder = TemporaryFolder()
        let driver = try AppDriver(folder: folder, contents: "x 2026-01-01 paid\n")
        driver.press("p")
        #expect(folder.contents(driver.path) == "x 2026-01-01 paid\n")
        #expect(driver.footerLine.hasPrefix("done tasks have no priority"))
    }

    @Test func deletingATaskKeepsTheBlankLinesAroundIt() throws {
        let cases: [(contents: String, index: Int, after: String)] = [
            ("a\n\nb\nc\n", 1, "a\n\nc\n"),
            ("a\n\n\nb\n", 1, "a\n\n\n"),
            ("\nb\n\n", 0, "\n\n"),
            ("a\n\nb\n\nc", 2, "a\n\nb\n\n"),
        ]
        for (contents, index, after) in cases {
            let folder = TemporaryFolder()
            let driver = try AppDriver(folder: folder, contents: contents)
            driver.press((Array(repeating: "j", count: index) + ["d"]).joined(separator: " "))
            #expect(folder.contents(driver.path) == after, "\(contents.debugDescription) without item \(index)")
            driver.press("u")
            #expect(folder.contents(driver.path) == contents)
            driver.press("ctrl-r")
            #expect(folder.contents(driver.path) == after)
        }
    }

    @Test func typingSavesOnlyWhenTheItemPageIsLeft() throws {
        let folder = TemporaryFolder()
        let driver = try AppDriver(folder: folder, contents: "2024-01-01 x marks the spot\n")
        driver.press("e end")
        driver.type("s")
        #expect(folder.contents(driver.path) == "2024-01-01 x marks the spot\n")
        driver.press("enter")
        #expect(folder.contents(driver.path) == "2024-01-01 x marks the spots\n")
        #expect(!driver.app.list.items[0].isDone)
    }

    @Test func quittingWhileEditingKeepsTheEdit() throws {
        let folder = TemporaryFolder()
        let driver = try AppDriver(folder: folder, contents: "call\n")
        driver.press("e end")
        driver.type(" bob")
        #expect(driver.app.finish() == nil)
        #expect(folder.contents(driver.path) == "call bob\n")
    }

    @Test func finishSaysWhenChangesWereNotSaved() throws {
        let folder = TemporaryFolder()
        let driver = try AppDriver(folder: folder, contents: "a\n")
        try "changed elsewhere\n".write(toFile: driver.path, atomically: true, encoding: .utf8)
        driver.press("space")
        #expect(driver.app.finish()?.contains("changed on disk") == true)
        #expect(folder.contents(driver.path) == "changed elsewhere\n")
    }
}
