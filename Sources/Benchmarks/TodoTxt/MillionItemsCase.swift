import Foundation
import TmuxDriver
import TodoApp
import ViewTree

/// A million items: the whole todo-tui process from start to exit (headless, first frame then
/// `q`) for generated items and for a 1,000,000-line todo.txt, with its peak resident memory;
/// and where a generated item's bytes go, measured in this process.
enum MillionItemsCase {
    static let count = 1_000_000

    /// The process's wall time and peak resident bytes for `arguments`, best of `runs`. The
    /// peak is nil when this process was larger: Linux starts a spawned child in its parent's
    /// memory and counts that in the child's peak, so run this before anything big.
    static func process(_ arguments: [String], runs: Int = 3) -> (seconds: Double, peak: Int?) {
        var best = (seconds: Double.infinity, peak: Int.max)
        for _ in 0..<runs {
            let start = Stopwatch.now()
            guard let result = try? ChildProcess.run([TmuxSession.binary, "--headless"] + arguments),
                result.status == 0
            else { fatalError("todo-tui \(arguments) failed") }
            let seconds = Double(Stopwatch.now() - start) / 1e9
            best = (min(best.seconds, seconds), min(best.peak, result.peakResidentBytes))
        }
        guard let parent = ResidentMemory.peakBytes(), best.peak > parent else { return (best.seconds, nil) }
        return best
    }

    /// Heap bytes per generated item: its line's text and place in the index until it is
    /// shown; then what the view tree keeps per item once a frame showed the list.
    struct Breakdown {
        var total = 0.0
        var rows = 0.0
    }

    static func breakdown() -> Breakdown {
        var parts = Breakdown()
        let (perItem, list) = HeapMeter.bytes(per: count) { TodoList.generated(count: count) }
        parts.total = perItem
        // Nodes for the rows on screen only, and the items made for them.
        let (rows, host) = HeapMeter.bytes(per: count) {
            let host = ViewHost(AppView(actions: TodoActions(list: list)), width: 80, height: 24)
            host.renderFrame()
            return host
        }
        parts.rows = rows
        withExtendedLifetime((list, host)) {}
        return parts
    }

    static func printAll() {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("todo-tui-million-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("todo.txt").path
        let generated = process(["--items", "\(count)", "--keys", "q"])
        // Filtering and sorting a million items: each run's time beyond `q` alone.
        let filtered = process(["--items", "\(count)", "--keys", "/ 1 2 3 q"])
        let sorted = process(["--items", "\(count)", "--keys", "s q"])
        TodoFileCases.write(lines: count, to: path)
        let fileSize = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 1
        let file = process(["--keys", "q", path])
        let megabytes = { (bytes: Int) in "\(bytes / 1_000_000) MB" }
        let unmeasured = "not measurable after the cases before it (run `Benchmarks million`)"
        print("\nA million items, the whole todo-tui process: start, first frame, q, exit (best of 3)")
        print(
            "generated: \(ReportTable.format(generated.seconds * 1e9, "ns")) (target 150 ms), peak resident "
                + (generated.peak.map { "\(megabytes($0)), \($0 / count) B per item" } ?? unmeasured)
                + " (target 120 B per item)")
        print(
            "a \(megabytes(fileSize)) todo.txt of \(count) lines: \(ReportTable.format(file.seconds * 1e9, "ns")) (target 1 s), "
                + "peak resident "
                + (file.peak.map { "\(megabytes($0)), \(ReportTable.format1(Double($0) / Double(fileSize)))x the file" }
                    ?? unmeasured) + " (target 2x)")
        print(
            "typing a 3-character filter (/ 1 2 3): \(ReportTable.format((filtered.seconds - generated.seconds) * 1e9, "ns")) "
                + "more than q alone; sorting by priority (s): "
                + "\(ReportTable.format((sorted.seconds - generated.seconds) * 1e9, "ns")) more")
        let parts = breakdown()
        print(
            "heap per generated item, in this process: \(ReportTable.format1(parts.total)) B (its line, "
                + "`item 123456`, in one text, and 4 B of index: an item is made when first shown, changed or found); "
                + "the first frame adds \(ReportTable.format1(parts.rows)) B per item (the rows on screen, their items)"
        )
    }
}
