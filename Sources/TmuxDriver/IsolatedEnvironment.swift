import Foundation

/// The environment programs under test run in: the test runner's, without what would point
/// todo-tui at a real todo.txt (`TODO_FILE`, `TODO_DIR`, `TODOTXT_CFG_FILE`) and with an
/// empty home of its own, so that no todo.sh configuration is found: a test that gives no
/// FILE gets the demo, never a developer's list.
public enum IsolatedEnvironment {
    /// The variables, with `extra` set over them.
    public static func variables(_ extra: [String: String] = [:]) -> [String: String] {
        var variables = ProcessInfo.processInfo.environment
        for name in removed { variables[name] = nil }
        variables["HOME"] = home
        return variables.merging(extra) { _, new in new }
    }

    /// The same as `export` and `unset` commands for a shell.
    public static var shellPrefix: String {
        "unset \(removed.joined(separator: " ")); export HOME='\(home)';"
    }

    /// What would lead todo-tui, as todo.sh, to a todo.txt.
    private static let removed = ["TODO_FILE", "TODO_DIR", "TODOTXT_CFG_FILE", "XDG_CONFIG_HOME"]

    /// An empty folder made once per process.
    private static let home: String = {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("todo-tui-home-\(getpid())").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()
}
