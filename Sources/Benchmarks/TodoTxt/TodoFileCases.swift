import Foundation
import TodoApp
import ViewTree

/// A 100,000-line todo.txt file: opening it to the first screen, and toggling an item
/// (the row's body and the atomic rewrite of the file).
enum TodoFileCases {
    static func printAll(lines: Int = 100_000) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("todo-tui-bench-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("todo.txt").path
        let text =
            (1...lines).map { index in
                index % 7 == 0
                    ? "x 2026-11-0\(index % 9 + 1) 2026-10-01 task \(index) +project\(index % 13) @ctx due:2026-12-\(10 + index % 18)"
                    : "(\(["A", "B", "C"][index % 3])) 2026-10-01 task \(index) +project\(index % 13) @ctx"
            }.joined(separator: "\n") + "\n"
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))

        var openTimes: [Double] = []
        var toggleTimes: [Double] = []
        var bodies = 0
        for _ in 0..<5 {
            let start = Stopwatch.now()
            guard let storage = try? TodoStorage(path: path) else { return print("cannot open the file") }
            let app = TodoApplication(list: storage.makeList(), size: CellSize(width: 80, height: 24), storage: storage)
            app.renderFrame()
            openTimes.append(Double(Stopwatch.now() - start))
            for _ in 0..<5 {
                let toggleStart = Stopwatch.now()
                _ = app.handle(.character(" "))
                let frame = app.renderFrame()
                toggleTimes.append(Double(Stopwatch.now() - toggleStart))
                bodies = frame?.evaluations.filter { $0.viewType == "TodoItemView" }.count ?? 0
            }
        }
        let median = { (values: [Double]) in values.sorted()[values.count / 2] }
        print("\ntodo.txt with \(lines) lines (median of 5 opens, 25 toggles)")
        print("open to the first screen: \(Table.format(median(openTimes), "ns")) (target < 300 ms)")
        print(
            "toggle an item: row bodies run \(bodies), with the atomic rewrite: \(Table.format(median(toggleTimes), "ns")) (target < 50 ms)"
        )
    }
}
