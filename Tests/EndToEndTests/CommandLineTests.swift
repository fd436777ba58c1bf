import Foundation
import Testing
import TmuxDriver

/// The command line without a terminal: headless runs, the log file and bad arguments.
@Suite struct CommandLineTests {
    let app = TmuxSession.binary

    @Test func headlessAppliesTheKeysAndPrintsTheScreenAndTheLog() throws {
        let result = try ChildProcess.run([app, "--headless", "--size", "60x12", "--keys", "j j space q"])
        #expect(result.status == 0)
        let lines = result.output.components(separatedBy: "\n")
        #expect(lines.contains("  [x] ccc"))
        #expect(lines.count(where: { $0.hasPrefix("  [") }) == 7)
        #expect(lines.contains("--- evaluation log ---"))
        #expect(lines.contains("frame 4  TodoItemView#ccc  cause: TodoItem(ccc).isDone false → true"))
        #expect(!lines.contains { $0.hasPrefix("frame 4  TodoListView") })
    }

    @Test func jsonLogLinesParseBackWithEveryField() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("todo-tui-\(UUID()).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try ChildProcess.run([
            app, "--headless", "--log-format", "json", "--log", path, "--keys", "space j",
        ])
        #expect(result.status == 0)
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        let records = try lines.map { line in
            try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        // The first frame (app, header, query, hidden count, done count, list, 7 rows, 7
        // titles), the toggle, the move.
        #expect(records.count == 20 + 2 + 2)
        let keys: Set = ["frame", "view", "identity", "cause", "old", "new", "duration_us"]
        #expect(records.allSatisfy { Set($0.keys) == keys })
        let toggle = try #require(
            records.first { $0["identity"] as? String == "TodoItemView#aaa" && $0["frame"] as? Int == 2 })
        #expect(toggle["cause"] as? String == "TodoItem(aaa).isDone")
        #expect(toggle["old"] as? String == "false")
        #expect(toggle["new"] as? String == "true")
        #expect((toggle["duration_us"] as? Double).map { $0 > 0 } == true)
        let moved = records.filter { $0["frame"] as? Int == 3 }.map { $0["cause"] as? String }
        #expect(moved == ["derived value from TodoList.selection", "derived value from TodoList.selection"])
        #expect(records.first { $0["frame"] as? Int == 1 }?["old"] is NSNull)
        let printed = result.output.components(separatedBy: "\n").drop { $0 != "--- evaluation log ---" }.dropFirst()
            .filter { !$0.isEmpty }
        #expect(Array(printed) == lines, "headless prints the same lines")
    }

    @Test func theLogFileGetsOneLinePerEvaluation() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("todo-tui-\(UUID()).log").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try ChildProcess.run([app, "--headless", "--mode", "coarse", "--log", path, "--keys", "space"])
        #expect(result.status == 0)
        let log = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n").filter { !$0.isEmpty }
        let printed = result.output.components(separatedBy: "\n").drop { $0 != "--- evaluation log ---" }.dropFirst()
            .filter { !$0.isEmpty }
        #expect(log == Array(printed))
        #expect(log.filter { $0.hasPrefix("frame 2  TodoItemView#") }.count == 7)
        #expect(log.last?.hasSuffix("TodoItemView#ggg  cause: TodoItem.objectWillChange") == true)
    }

    @Test(arguments: [
        (["--keys", "q"], "--keys needs --headless"),
        (["--headless", "--keys", "j nosuchkey"], "unknown key \"nosuchkey\""),
        (["--items", "0"], "--items must be between 1 and 10000000"),
        (["--headless", "--size", "80by24"], "--size"),
        (["--mode", "medium"], "--mode"),
        (["--frobnicate"], "Unknown option '--frobnicate'"),
        (["--demo", "todo.txt"], "--demo shows the demo items; it cannot be used with a FILE or --items"),
    ])
    func badArgumentsAreRefusedWithAClearMessage(arguments: [String], message: String) throws {
        let result = try ChildProcess.run([app] + arguments)
        #expect(result.status == 64)
        #expect(result.output.contains(message))
    }

    @Test func keysThatStartWithADashAreKeysNotOptions() throws {
        for keys in ["- j q", "-"] {
            let result = try ChildProcess.run([app, "--headless", "--keys", keys])
            #expect(result.status == 0, "--keys \"\(keys)\": \(result.output)")
            #expect(result.output.contains("TodoItemView#bbb  cause: derived value") == (keys != "-"))
        }
        #expect(try ChildProcess.run([app, "--headless", "--keys", "-"]).output.contains("- does nothing here"))
    }

    @Test func anUnwritableLogFileExitsTwoBeforeTouchingTheTerminal() throws {
        let result = try ChildProcess.run([app, "--headless", "--log", "/nonexistent-dir/x.log"])
        #expect(result.status == 2)
        #expect(result.output.contains("cannot open log file /nonexistent-dir/x.log: No such file or directory"))
    }

    @Test func versionAndHelp() throws {
        #expect(try ChildProcess.run([app, "--version"]).output == "todo-tui 0.1.0\n")
        let help = try ChildProcess.run([app, "--help"])
        #expect(help.status == 0)
        for option in ["--mode", "--items", "--log", "--no-highlight", "--headless", "--size", "--keys", "--demo"] {
            #expect(help.output.contains(option))
        }
    }

    @Test func withoutAFileItOpensTodoShsAndSaysWhichInItsHelp() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("todo-tui-dir-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "(B) from TODO_DIR\n".write(toFile: folder + "/todo.txt", atomically: true, encoding: .utf8)
        let help = try ChildProcess.run([app, "--help"], environment: ["TODO_DIR": folder])
        #expect(help.output.replacingOccurrences(of: "\n", with: " ").contains("TODO_DIR is set"))
        let shown = try ChildProcess.run(
            [app, "--headless", "--size", "60x12", "--keys", "q"], environment: ["TODO_DIR": folder])
        #expect(shown.output.contains("(B) from TODO_DIR"))
        // --demo keeps to the demo; with nothing set, the demo is what a run shows.
        let demo = try ChildProcess.run(
            [app, "--demo", "--headless", "--size", "60x12", "--keys", "q"], environment: ["TODO_DIR": folder])
        #expect(demo.output.contains("aaa") && !demo.output.contains("from TODO_DIR"))
        let nothing = try ChildProcess.run([app, "--help"])
        #expect(nothing.output.replacingOccurrences(of: "\n", with: " ").contains("shows seven demo items"))
    }
}
