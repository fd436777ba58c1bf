import Foundation
import TestSupport
import Testing
import TodoApp
import ViewTree

/// A tick taken back by a tick leaves no trace: Space twice on any task gives back its line
/// byte for byte, whichever way the first press went, and a recurring task's next occurrence
/// goes again. The priority a tick moves into `pri:` comes back, also from other clients' files.
@Suite @MainActor struct TickTakeBackTests {
    static let sequences = Int(ProcessInfo.processInfo.environment["TODO_TICK_SEQUENCES"] ?? "") ?? 30

    @Test func unTickingAPriTagFromAnotherClientGivesThePriorityBack() throws {
        let folder = TemporaryFolder()
        let driver = try AppDriver(folder: folder, contents: "x 2026-11-20 2026-11-01 call mom +family pri:B\n")
        driver.press("space")
        #expect(folder.contents(driver.path) == "(B) 2026-11-01 call mom +family\n")
        // Days later, in another run: the tick writes the same `pri:` back.
        let laterFolder = TemporaryFolder()
        let later = try AppDriver(
            folder: laterFolder, contents: "(B) 2026-11-01 call mom +family\n", today: "2026-12-03")
        later.press("space")
        #expect(laterFolder.contents(later.path) == "x 2026-12-03 2026-11-01 call mom +family pri:B\n")
    }

    @Test func aPriTagInTheMiddleComesOutWithOneSpace() throws {
        let folder = TemporaryFolder()
        let driver = try AppDriver(folder: folder, contents: "x 2026-11-20 call pri:C mom\nx pri:D first\n")
        driver.press("space j space")
        #expect(folder.contents(driver.path) == "(C) call mom\n(D) first\n")
    }

    /// A `pri:` word already in a prioritised task's title is the user's: the tick adds its own
    /// at the end (as todo.sh keeps the word), and unticking takes back that last one.
    @Test func aPriWordInTheTitleStaysAsWrittenThroughATick() throws {
        let folder = TemporaryFolder()
        let driver = try AppDriver(folder: folder, contents: "(Z) pri:A rent\n", today: "2026-12-03")
        driver.press("space")
        #expect(folder.contents(driver.path) == "x 2026-12-03 pri:A rent pri:Z\n")
        // In another run, where no take-back remembers the line.
        let laterFolder = TemporaryFolder()
        let later = try AppDriver(folder: laterFolder, contents: "x 2026-12-03 pri:A rent pri:Z\n")
        later.press("space")
        #expect(laterFolder.contents(later.path) == "(Z) pri:A rent\n")
    }

    @Test func aDoneTaskUntickedAndTickedKeepsItsCompletionDate() throws {
        let folder = TemporaryFolder()
        let contents = "x 2026-10-01 2026-09-01 paid rent\n"
        let driver = try AppDriver(folder: folder, contents: contents)
        driver.press("space")
        #expect(folder.contents(driver.path) == "2026-09-01 paid rent\n")
        driver.press("space")
        #expect(folder.contents(driver.path) == contents)
        // A third press is a tick of its own: today's date.
        driver.press("space space space")
        #expect(folder.contents(driver.path) == "2026-09-01 paid rent\n")
    }

    @Test func theNextOccurrenceGoesAgainWhileUnchanged() throws {
        let folder = TemporaryFolder()
        let contents = "write report +work due:2026-12-01 rec:+1w\n"
        let driver = try AppDriver(folder: folder, contents: contents)
        for _ in 0..<4 { driver.press("space") }
        #expect(folder.contents(driver.path) == contents, "four presses leave no occurrence")
        driver.press("space")
        #expect(folder.contents(driver.path).hasSuffix("\nwrite report +work due:2026-12-08 rec:+1w\n"))
        // Undo and redo of the take-back bring the occurrence with them.
        driver.press("space")
        #expect(folder.contents(driver.path) == contents)
        driver.press("u")
        #expect(folder.contents(driver.path).hasSuffix("\nwrite report +work due:2026-12-08 rec:+1w\n"))
        driver.press("ctrl-r")
        #expect(folder.contents(driver.path) == contents)
        // Edited meanwhile, the occurrence is the user's: it stays.
        driver.press("space end e end")
        driver.type("!")
        driver.press("enter home space")
        #expect(folder.contents(driver.path) == contents + "write report +work due:2026-12-08 rec:+1w!\n")
    }

    /// Random todo.txt files (priorities, dates, thresholds, recurrences, odd starts), random
    /// sizes down to 20x5 with the panes open, random moves, sorts and filters between: every
    /// Space pressed twice leaves the file as it was, byte for byte.
    @Test func spaceTwiceLeavesTheFileByteIdentical() throws {
        var checked = 0
        for seed in 0..<UInt64(Self.sequences) {
            var random = SeededRandom(seed: seed)
            let original = TodoTxtSamples.file(using: &random, maxLines: 8, oddEndings: Bool.random(using: &random))
            let (width, height) = RandomKeyTests.randomSize(using: &random)
            let folder = TemporaryFolder()
            let driver = try AppDriver(
                folder: folder, contents: original, today: "2026-11-2\(Int.random(in: 0...9, using: &random))",
                width: width, height: height)
            var pressed: [String] = []
            for pane in ["l", "i"] where Bool.random(using: &random) {
                pressed.append(pane)
                driver.press(pane)
            }
            for _ in 0..<12 {
                let moves = ["j", "k", "end", "home", "t", "s", "space"]
                let move = moves.randomElement(using: &random)!
                pressed.append(move)
                driver.press(move)
                let before = folder.contents(driver.path)
                pressed.append("space space")
                driver.press("space space")
                let after = folder.contents(driver.path)
                #expect(
                    after.utf8.elementsEqual(before.utf8),
                    "seed \(seed) (\(width)x\(height)) after \(pressed): \(before.debugDescription) became \(after.debugDescription)"
                )
                checked += 1
            }
        }
        #expect(checked == Self.sequences * 12)
    }
}
