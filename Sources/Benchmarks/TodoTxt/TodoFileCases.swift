import Foundation
import TodoApp
import ViewTree

/// todo.txt files of 100,000 and 1,000,000 lines in this process: opening one to the first
/// screen, a toggle's time on the key path and until its save is on disk, and Space held at
/// 30 keys a second while the saves run beside the keys.
enum TodoFileCases {
    /// A file of `lines` tasks like a real list's: priorities, dates, projects, contexts, a
    /// done task every seventh line; about 50 bytes a line.
    static func write(lines: Int, to path: String) {
        let words = ["call", "mom", "buy", "milk", "fix", "bike", "write", "report", "review", "plan"]
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        guard let file = FileHandle(forWritingAtPath: path) else { fatalError("cannot write \(path)") }
        defer { try? file.close() }
        // In chunks: the benchmark process stays small (its size counts in a child's peak).
        for chunk in stride(from: 1, through: lines, by: 10_000) {
            var text = ""
            for index in chunk..<min(chunk + 10_000, lines + 1) {
                let title = "task \(index) \(words[index % 10]) \(words[index / 10 % 10])"
                text +=
                    index % 7 == 0
                    ? "x 2026-11-0\(index % 9 + 1) 2026-10-01 \(title) +p\(index % 13) due:2026-12-\(10 + index % 18)\n"
                    : "(\(["A", "B", "C"][index % 3])) 2026-10-01 \(title) +p\(index % 13) @ctx\n"
            }
            file.write(Data(text.utf8))
        }
    }

    struct Result {
        var open: [Double] = []
        var keyPath: [Double] = []
        var saved: [Double] = []
        var bodies = 0
    }

    /// Opens the file `rounds` times; each time toggles `toggles` items, timing the key and
    /// its frame, then the wait until the save is written.
    static func measure(path: String, rounds: Int, toggles: Int) -> Result {
        var result = Result()
        for _ in 0..<rounds {
            let start = Stopwatch.now()
            let storage: TodoStorage
            do { storage = try TodoStorage(path: path) } catch { fatalError("cannot open \(path): \(error)") }
            let app = TodoProgram(list: storage.makeList(), size: CellSize(width: 80, height: 24), storage: storage)
            app.renderFrame()
            result.open.append(Double(Stopwatch.now() - start))
            for _ in 0..<toggles {
                let keyStart = Stopwatch.now()
                _ = app.handle(.character(" "))
                let frame = app.renderFrame()
                let keyEnd = Stopwatch.now()
                storage.waitForSaves()
                result.keyPath.append(Double(keyEnd - keyStart))
                result.saved.append(Double(Stopwatch.now() - keyStart))
                result.bodies = frame?.evaluations.filter { $0.viewType == "TodoItemView" }.count ?? 0
            }
            _ = app.finish()
            // As todo-tui ends: the file is let go, so that the next round can open it.
            storage.close()
        }
        return result
    }

    /// Space held on `path`: `keys` toggles at 30 a second, each timed from the key to the
    /// end of its frame while earlier saves run; returns the slowest and the saves written.
    static func holdSpace(path: String, keys: Int) -> (slowest: Double, saves: Int) {
        let storage: TodoStorage
        do { storage = try TodoStorage(path: path) } catch { fatalError("cannot open \(path): \(error)") }
        let app = TodoProgram(list: storage.makeList(), size: CellSize(width: 80, height: 24), storage: storage)
        app.renderFrame()
        var slowest = 0.0
        for _ in 0..<keys {
            let start = Stopwatch.now()
            _ = app.handle(.character(" "))
            app.renderFrame()
            let elapsed = Stopwatch.now() - start
            slowest = max(slowest, Double(elapsed))
            usleep(UInt32(max(0, 33_333_000 - Int(elapsed)) / 1000))
        }
        _ = app.finish()
        storage.close()
        return (slowest, storage.outcome.saves)
    }

    /// Enter on the first item, 5,000 characters arriving as a paste does (keys, then a
    /// frame), Escape, and the wait until the file holds the new title: the whole edit.
    static func paste(path: String, characters: Int = 5_000) -> Double {
        let storage: TodoStorage
        do { storage = try TodoStorage(path: path) } catch { fatalError("cannot open \(path): \(error)") }
        let app = TodoProgram(list: storage.makeList(), size: CellSize(width: 80, height: 24), storage: storage)
        app.renderFrame()
        let start = Stopwatch.now()
        _ = app.handle(.enter)
        app.renderFrame()
        for index in 0..<characters { _ = app.handle(.character(Character(String(index % 10)))) }
        app.renderFrame()
        _ = app.handle(.escape)
        app.renderFrame()
        storage.waitForSaves()
        let elapsed = Double(Stopwatch.now() - start)
        _ = app.finish()
        storage.close()
        return elapsed
    }

    static func printAll() {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("todo-tui-bench-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let median = { (values: [Double]) in ReportTable.format(values.sorted()[values.count / 2], "ns") }
        print("\ntodo.txt files in this process (medians; a toggle on the key path, then until its save is on disk)")
        for lines in [100_000, 1_000_000] {
            let path = folder.appendingPathComponent("todo-\(lines).txt").path
            write(lines: lines, to: path)
            let result = measure(path: path, rounds: lines > 100_000 ? 3 : 5, toggles: 5)
            print(
                "\(lines) lines: open to the first screen \(median(result.open)); toggle (\(result.bodies) row body): "
                    + "key and frame \(median(result.keyPath)), saved \(median(result.saved))")
        }
        let path = folder.appendingPathComponent("todo-100000.txt").path
        print(
            "paste 5,000 characters into a title of the 100000-line file, until saved: "
                + "\(ReportTable.format(paste(path: path), "ns")) (target 1 s)")
        let held = holdSpace(path: path, keys: 90)
        print(
            "Space held on 100000 lines, 90 keys at 30/s: slowest key and frame \(ReportTable.format(held.slowest, "ns")), "
                + "\(held.saves) saves written (target: no frame over 16 ms)")
    }
}
