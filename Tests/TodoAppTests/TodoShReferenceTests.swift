import Foundation
import TestSupport
import Testing
import TmuxDriver
import TodoApp

/// todo-tui against todo.sh (todo.txt-cli, the reference client, in Reference/) on the same
/// random files: the same change must give the same bytes. `TODO_REFERENCE_FILES=N` runs N
/// files per change instead of the few `make test` runs.
@Suite @MainActor struct TodoShReferenceTests {
    static let files = Int(ProcessInfo.processInfo.environment["TODO_REFERENCE_FILES"] ?? "") ?? 15

    enum Change: String, CaseIterable, Sendable {
        case done, priority, depriority, delete
    }

    @Test(arguments: Change.allCases)
    func theSameChangeGivesTheSameBytesAsTodoSh(change: Change) throws {
        let today = CalendarDate.today()
        var compared = 0
        for seed in 0..<UInt64(Self.files) {
            var random = SeededRandom(seed: seed)
            let contents = TodoTxtSamples.file(using: &random)
            let lines = contents.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
            // Line numbers of the tasks, in the order todo-tui lists them.
            let taskLines = lines.indices.filter { !lines[$0].isEmpty }
            let eligible = taskLines.indices.filter { index in
                let line = lines[taskLines[index]]
                let task = TodoTxtTask(parsing: line)
                // todo.sh takes any `(.) ` for a priority; the spec, and todo-tui, only (A)..(Z).
                if task.priority == nil, line.utf8.count > 3, Array(line.utf8)[0] == 40, Array(line.utf8)[2] == 41,
                    Array(line.utf8)[3] == 32
                {
                    return false
                }
                switch change {
                // todo.sh's `do` does not know `rec:` (an add-on's); todo-tui adds the next task.
                case .done: return !task.isDone && task.value(for: "rec").flatMap(Recurrence.init) == nil
                case .priority: return !task.isDone
                case .depriority: return !task.isDone && task.priority != nil
                case .delete: return true
                }
            }
            guard let item = eligible.randomElement(using: &random) else { continue }
            let number = taskLines[item] + 1
            let task = TodoTxtTask(parsing: lines[taskLines[item]])
            let (arguments, key): ([String], String) =
                switch change {
                case .done: (["do", "\(number)"], "space")
                case .priority: (["pri", "\(number)", "D"], "D")
                case .depriority: (["depri", "\(number)"], String(task.priority!))
                case .delete: (["del", "\(number)"], "d")
                }
            var expected = try Self.todoSh(arguments, on: contents)
            if change == .done, let priority = task.priority {
                // todo.sh drops the priority; todo-tui keeps it as the format's `pri:` tag at
                // the end of the line, so the tick can be taken back.
                var lines = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                lines[number - 1] += (lines[number - 1].hasSuffix(" ") ? "" : " ") + "pri:\(priority)"
                expected = lines.joined(separator: "\n")
            }
            if change == .delete {
                // todo.sh leaves the line blank to keep line numbers; todo-tui removes the
                // task's own line and nothing else.
                var blanked = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                blanked.remove(at: number - 1)
                expected = blanked.joined(separator: "\n")
            }
            let folder = TemporaryFolder()
            let driver = try AppDriver(folder: folder, contents: contents, today: today)
            // `t` first: tasks waiting for their threshold show, so the rows are the file's tasks;
            // then Home, since the selection started on the first task shown before.
            driver.press((["t", "home"] + [String](repeating: "j", count: item) + [key]).joined(separator: " "))
            let actual = folder.contents(driver.path)
            #expect(
                actual.utf8.elementsEqual(expected.utf8),
                "seed \(seed), \(change) of line \(number): todo.sh \(expected.debugDescription), todo-tui \(actual.debugDescription)"
            )
            compared += 1
        }
        #expect(compared > Self.files / 3)
    }

    /// Runs todo.sh with `arguments` on a file holding `contents`; returns the file afterwards.
    static func todoSh(_ arguments: [String], on contents: String) throws -> String {
        let folder = TemporaryFolder()
        let file = folder.file("todo.txt", contents)
        let config = Self.config(in: folder)
        // -f: no confirmation; -p: plain; -a: no archiving on done; -N: line numbers kept.
        let result = try ChildProcess.run(["bash", script, "-d", config, "-f", "-p", "-a", "-N"] + arguments)
        #expect(result.status == 0, "todo.sh \(arguments): \(result.output)")
        return folder.contents(file)
    }

    /// A todo.sh configuration keeping its files (todo.txt, done.txt) in `folder`; its path.
    static func config(in folder: TemporaryFolder) -> String {
        folder.file(
            "config",
            """
            export TODO_DIR="\(folder.path)"
            export TODO_FILE="$TODO_DIR/todo.txt"
            export DONE_FILE="$TODO_DIR/done.txt"
            export REPORT_FILE="$TODO_DIR/report.txt"
            """)
    }

    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Reference/todo.txt-cli/todo.sh").path
}
