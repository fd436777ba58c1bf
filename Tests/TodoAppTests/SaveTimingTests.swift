import Foundation
import Testing
import TodoApp
import ViewTree

/// When changes reach the file: once the keys pause (`TodoStorage.quietTime`), in one save
/// for a run of keys, at once when the app quits or anything reads the file; and while a
/// save waits or runs the storage says so, so a frame leaves the disk alone.
@Suite @MainActor struct SaveTimingTests {
    func open(_ folder: TemporaryFolder, lines: Int) throws -> (TodoStorage, TodoProgram, String) {
        let path = folder.file("todo.txt", (1...lines).map { "task \($0)" }.joined(separator: "\n") + "\n")
        let storage = try TodoStorage(path: path)
        let app = TodoProgram(
            list: storage.makeList(), size: CellSize(width: 80, height: 24), storage: storage, today: { "2026-11-22" })
        return (storage, app, path)
    }

    @Test func aSaveIsSavingFromTheKeyUntilItIsWritten() throws {
        let folder = TemporaryFolder()
        let (storage, app, path) = try open(folder, lines: 20)
        #expect(!storage.isSaving)
        _ = app.handle(.character(" "))
        #expect(storage.isSaving, "waiting for the keys to pause")
        storage.waitForSaves()
        #expect(!storage.isSaving)
        #expect(folder.contents(path).hasPrefix("x 2026-11-22 task 1\n"))
        #expect(app.finish() == nil)
    }

    @Test func aRunOfKeysIsWrittenOnceTheyPauseInOneSave() throws {
        let folder = TemporaryFolder()
        let (storage, app, path) = try open(folder, lines: 20)
        let clock = ContinuousClock()
        let start = clock.now
        for _ in 0..<11 { _ = app.handle(.character(" ")) }
        let keysInTime = clock.now - start < TodoStorage.quietTime
        usleep(15_000)
        // Before the quiet time has passed since the last key, nothing is written (checked
        // only when the machine kept to the timing).
        if clock.now - start < TodoStorage.quietTime {
            #expect(folder.contents(path).hasPrefix("task 1\n"), "not written while keys come")
            #expect(storage.outcome.saves == 0)
        }
        let deadline = clock.now + .seconds(3)
        while storage.outcome.saves == 0 && clock.now < deadline { usleep(5_000) }
        if keysInTime { #expect(storage.outcome.saves == 1, "eleven keys, one save") }
        #expect(storage.outcome.saves >= 1)
        #expect(folder.contents(path).hasPrefix("x 2026-11-22 task 1\n"), "an odd number of ticks")
        #expect(app.finish() == nil)
    }

    @Test func quittingWritesWhatWaitsAtOnce() throws {
        let folder = TemporaryFolder()
        let (storage, app, path) = try open(folder, lines: 20)
        _ = app.handle(.character(" "))
        #expect(app.finish() == nil, "nothing left unsaved")
        storage.close()
        #expect(folder.contents(path).hasPrefix("x 2026-11-22 task 1\n"))
    }
}
