import TodoApp
import ViewTree

/// What the projects and contexts sidebar adds to a toggle: todo-tui's views over a million
/// items whose titles name a project and a context, toggled with the sidebar hidden and shown,
/// side by side in one run.
enum SidebarToggleCase {
    struct Result {
        let nanoseconds: Double
        let bodies: [String]
    }

    /// Median nanoseconds from a toggle through the list to the updated buffer, and the bodies
    /// the last one ran.
    static func toggle(count: Int, sidebar: Bool, toggles: Int = 1_001) -> Result {
        let list = TodoList(count: count) { index, publisher in
            TodoItem(id: index + 1, title: "item \(index) +p\(index % 7) @c\(index % 5)", publisher: publisher)
        }
        let actions = TodoActions(list: list, today: { "2026-11-24" })
        if sidebar {
            actions.state.showsSidebar = true
            list.countTokens()
        }
        let host = ViewHost(AppView(actions: actions), width: 100, height: 24)
        host.renderFrame()
        var samples: [Double] = []
        var bodies: [String] = []
        for index in 0..<toggles {
            let item = list.items[index % 20]
            let start = Stopwatch.now()
            list.setDone(item, !item.isDone, on: "2026-11-24")
            let frame = host.renderFrame()
            samples.append(Double(Stopwatch.now() - start))
            bodies = frame.evaluatedNodes
        }
        return Result(nanoseconds: samples.sorted()[samples.count / 2], bodies: bodies)
    }

    static func printAll() {
        let count = 1_000_000
        let runs = (0..<3).flatMap { _ in [toggle(count: count, sidebar: false), toggle(count: count, sidebar: true)] }
        print("\ntodo-tui: toggle one of 1,000,000 items, sidebar hidden / shown (median of 1,001, three runs each)")
        for (index, run) in runs.enumerated() {
            print(
                ReportTable.pad(index % 2 == 0 ? "hidden" : "shown", 10)
                    + ReportTable.pad(ReportTable.format(run.nanoseconds, "ns"), 12, right: true)
                    + "  \(run.bodies.count) bodies: \(run.bodies.sorted().joined(separator: " "))")
        }
    }
}
