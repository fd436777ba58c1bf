import Foundation
import Synchronization
import TestSupport
import Testing
import TodoApp
import ViewTree

/// A todo.txt written by other programs while the app runs: the watcher wakes the app without
/// a key for each way of writing (in place, appending, rename over, delete and re-create,
/// through a link), the change is merged, and random keys with the file changing underneath
/// never lose a line either side wrote. `TODO_CHANGED_ELSEWHERE_SEQUENCES=N` runs N random
/// sequences instead of the few `make test` runs.
@Suite @MainActor struct ChangedElsewhereTests {
    static let sequences = Int(ProcessInfo.processInfo.environment["TODO_CHANGED_ELSEWHERE_SEQUENCES"] ?? "") ?? 12

    /// Counts the run loop's wake-ups, as the terminal loop is woken.
    final class Wakes: Sendable {
        let count = Atomic<Int>(0)

        /// Waits up to two seconds for a wake-up after `seen`; whether one came.
        func wait(after seen: Int) -> Bool {
            let deadline = ContinuousClock.now + .seconds(2)
            while ContinuousClock.now < deadline {
                if count.load(ordering: .acquiring) > seen { return true }
                usleep(5_000)
            }
            return false
        }
    }

    /// The ways other programs write a file.
    enum Writer: CaseIterable {
        case inPlace, append, renameOver, deleteAndRecreate

        func write(_ text: String, to path: String) throws {
            switch self {
            case .inPlace:
                let handle = try #require(FileHandle(forWritingAtPath: path))
                try handle.truncate(atOffset: 0)
                try handle.write(contentsOf: Data(text.utf8))
                try handle.close()
            case .append:
                // Appending only where the new text continues the old; otherwise in place.
                let old = try String(contentsOfFile: path, encoding: .utf8)
                guard text.utf8.starts(with: old.utf8) else { return try Writer.inPlace.write(text, to: path) }
                let handle = try #require(FileHandle(forWritingAtPath: path))
                try handle.seekToEnd()
                try handle.write(contentsOf: Data(text.utf8.dropFirst(old.utf8.count)))
                try handle.close()
            case .renameOver:
                try text.write(toFile: path, atomically: true, encoding: .utf8)
            case .deleteAndRecreate:
                try FileManager.default.removeItem(atPath: path)
                usleep(20_000)
                _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
            }
        }
    }

    @Test(arguments: Writer.allCases)
    func aChangeElsewhereShowsWithoutAKey(writer: Writer) throws {
        let folder = TemporaryFolder()
        let driver = try AppDriver(folder: folder, contents: "call mom\npay rent\n")
        let wakes = Wakes()
        driver.app.setFrameRequestHandler { [wakes] in wakes.count.add(1, ordering: .releasing) }
        let seen = wakes.count.load(ordering: .acquiring)
        try writer.write("call mom\npay rent\nbuy milk\n", to: driver.path)
        #expect(wakes.wait(after: seen), "no wake-up within 2 s")
        #expect(driver.app.needsFrame)
        driver.wait(.milliseconds(1))
        #expect(driver.viewLines[3] == "[ ] buy milk")
        #expect(driver.footerLine == "1 task changed in todo.txt elsewhere: 1 added")
        // This run's next change goes on top.
        driver.press("space")
        #expect(folder.contents(driver.path) == "x 2026-11-22 call mom\npay rent\nbuy milk\n")
        driver.app.setFrameRequestHandler(nil)
    }

    @Test func throughALinkTheTargetIsWatchedAndTheLinkKept() throws {
        let folder = TemporaryFolder()
        let target = folder.file("real.txt", "a\n")
        let link = folder.path + "/todo.txt"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let storage = try TodoStorage(path: link)
        let driver = AppDriver(
            app: TodoProgram(
                list: storage.makeList(), size: CellSize(width: 80, height: 24), storage: storage,
                today: { "2026-11-22" }))
        let wakes = Wakes()
        driver.app.setFrameRequestHandler { [wakes] in wakes.count.add(1, ordering: .releasing) }
        try "a\nb\n".write(toFile: target, atomically: true, encoding: .utf8)
        #expect(wakes.wait(after: 0))
        driver.press("space")
        #expect(folder.contents(target) == "x 2026-11-22 a\nb\n", "\(driver.lines)")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == target)
        driver.app.setFrameRequestHandler(nil)
    }

    /// Random keys on random files at random sizes, while another program adds tasks and
    /// ticks them underneath; conflicts are resolved keeping both. Every line the other program
    /// added is in the file at the end, and every task the user added too.
    @Test func randomKeysWithTheFileChangingUnderneathLoseNoLine() throws {
        for seed in 0..<UInt64(Self.sequences) {
            var random = SeededRandom(seed: seed)
            let original = TodoTxtSamples.file(using: &random, maxLines: 6)
            let (width, height) = RandomKeyTests.randomSize(using: &random)
            let folder = TemporaryFolder()
            let driver = try AppDriver(folder: folder, contents: original, width: width, height: height)
            var added: [String] = []
            var pressed: [String] = []
            for step in 0..<30 {
                if Int.random(in: 0..<3, using: &random) == 0 {
                    var lines = folder.contents(driver.path).split(separator: "\n", omittingEmptySubsequences: false)
                        .map(String.init)
                    if lines.last == "" { lines.removeLast() }
                    if Bool.random(using: &random) || lines.isEmpty {
                        lines.append("elsewhere \(step)")
                        added.append("elsewhere \(step)")
                    } else {
                        let index = Int.random(in: 0..<lines.count, using: &random)
                        if !lines[index].hasPrefix("x "), !lines[index].isEmpty {
                            lines[index] = "x 2026-11-21 " + lines[index]
                        }
                    }
                    try Writer.allCases.randomElement(using: &random)!.write(
                        lines.map { $0 + "\n" }.joined(), to: driver.path)
                    pressed.append("(written)")
                    driver.app.actions.mergeChangeOnDisk()
                }
                let key = ["j", "k", "space", "space", "p", "a", "t", "s", "b"].randomElement(using: &random)!
                pressed.append(key)
                driver.press(key)
                if key == "a", case .item = driver.app.state.page {
                    driver.type("mine \(step)")
                    driver.press("enter")
                    added.append("mine \(step)")
                }
                // A conflict: keep both.
                if driver.viewLines.contains(where: { $0.contains("changed here and elsewhere") }) { driver.press("b") }
            }
            driver.app.actions.mergeChangeOnDisk()
            if driver.viewLines.contains(where: { $0.contains("changed here and elsewhere") }) { driver.press("b b b") }
            _ = driver.app.finish()
            let final = folder.contents(driver.path)
            for line in added where !final.contains(line) {
                Issue.record(
                    "seed \(seed) (\(width)x\(height)) after \(pressed): \(line) lost from \(final.debugDescription)")
            }
        }
    }
}
