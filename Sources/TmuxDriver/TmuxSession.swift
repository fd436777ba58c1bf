import Foundation
import Synchronization

/// The built `todo-tui` running in a detached tmux session on a private socket, with a pinned
/// terminal type and locale; the screen is read with `capture-pane`, waiting for it to
/// settle rather than sleeping for fixed times.
public final class TmuxSession {
    /// The private socket's name (`tmux -L`), so sessions of parallel tests never meet.
    public let socket: String

    /// Starts `command` (a shell command line) in an 80x24 window; after it exits the pane
    /// shows `EXIT=<status>`.
    public init(_ command: String, width: Int = 80, height: Int = 24, term: String = "xterm-256color") throws {
        socket = "todo-tui-test-\(getpid())-\(Counter.next())"
        // tmux sets TERM in its panes itself: the command line sets it again.
        try tmux(
            "-f", "/dev/null", "new-session", "-d", "-x", "\(width)", "-y", "\(height)",
            "export TERM=\(term) LANG=C.UTF-8 LC_ALL=C.UTF-8; \(IsolatedEnvironment.shellPrefix) \(command); echo EXIT=$?; sleep 600"
        )
    }

    deinit {
        _ = try? tmux("kill-server")
    }

    /// The path of the `todo-tui` built next to the running test bundle or benchmark.
    public static var binary: String {
        builtProgram("todo-tui")
    }

    /// The path of the program `name` built next to the running test bundle or benchmark.
    public static func builtProgram(_ name: String) -> String {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent(name).path
    }

    /// Runs a tmux command on this session's server; returns its output.
    @discardableResult
    public func tmux(_ arguments: String...) throws -> String {
        try Self.run(["tmux", "-L", socket] + arguments)
    }

    /// Sends tmux key names (`Space`, `Enter`, `C-c`, `q`).
    public func send(_ keys: String...) throws {
        for key in keys { try tmux("send-keys", "-t", "0", key) }
    }

    /// Sends bytes given in hexadecimal (`1b`, `5b`, ...), as a terminal would: mouse
    /// reports, escape sequences.
    public func sendBytes(_ hex: [String]) throws {
        _ = try Self.run(["tmux", "-L", socket, "send-keys", "-t", "0", "-H"] + hex)
    }

    /// Clicks the cell at column `x`, row `y` (from 0): a press and a release, as a terminal
    /// reports them in SGR mouse mode; `button` 0 is the left one, 2 the right one.
    public func click(x: Int, y: Int, button: Int = 0) throws {
        let report = "\u{1b}[<\(button);\(x + 1);\(y + 1)"
        let hex = report.utf8.map { String($0, radix: 16) }
        try sendBytes(hex + ["4d"])
        try sendBytes(hex + ["6d"])
    }

    /// Drags with the left button from column `x`, row `y` to `toX`, `toY` (from 0), as a
    /// terminal reports it in its button-event mode: a press, a move report to each column on
    /// the way and then each row, and the release.
    public func drag(fromX x: Int, y: Int, toX: Int, toY: Int) throws {
        func report(_ button: Int, _ column: Int, _ row: Int, _ final: String) throws {
            try sendBytes("\u{1b}[<\(button);\(column + 1);\(row + 1)".utf8.map { String($0, radix: 16) } + [final])
        }
        try report(0, x, y, "4d")
        var (column, row) = (x, y)
        while (column, row) != (toX, toY) {
            if column != toX { column += toX > column ? 1 : -1 } else { row += toY > row ? 1 : -1 }
            // 32 added to the button: a move with it held.
            try report(32, column, row, "4d")
        }
        try report(0, toX, toY, "6d")
    }

    /// Types text literally (UTF-8).
    public func type(_ text: String) throws {
        try tmux("send-keys", "-t", "0", "-l", text)
    }

    /// The visible screen, one string per row.
    public func screen() throws -> [String] {
        try tmux("capture-pane", "-p", "-t", "0").components(separatedBy: "\n").dropLast().map { $0 }
    }

    /// Waits until `condition` holds for the screen and the screen stays the same for a
    /// moment; returns it, or throws with the last screen after `timeout` seconds.
    @discardableResult
    public func waitFor(_ what: String, timeout: Double = 10, _ condition: ([String]) -> Bool) throws -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        var last: [String] = []
        var stableSince: Date?
        while Date() < deadline {
            let current = try screen()
            if condition(current) {
                if current == last, let since = stableSince, Date().timeIntervalSince(since) > 0.15 { return current }
                if current != last { stableSince = Date() }
            } else {
                stableSince = nil
            }
            last = current
            Thread.sleep(forTimeInterval: 0.02)
        }
        throw TmuxError.timedOut(waitingFor: what, screen: last)
    }

    /// The bytes the program writes to the terminal while `action` runs and until the screen
    /// satisfies `settled` and stays unchanged; counted by tmux as they arrive (pipe-pane).
    public func bytesWritten(
        during action: () throws -> Void, until settled: @escaping ([String]) -> Bool
    ) throws -> Int {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(socket)-bytes").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        try tmux("pipe-pane", "-o", "-t", "0", "cat >> \(path)")
        try action()
        try waitFor("the screen to settle", settled)
        try tmux("pipe-pane", "-t", "0")
        // pipe-pane's cat may still be writing the last bytes it read.
        Thread.sleep(forTimeInterval: 0.1)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return (attributes[.size] as? Int) ?? 0
    }

    /// Runs a command to its end and returns what it printed (standard output and error).
    @discardableResult
    public static func run(_ arguments: [String], input: String = "/dev/null") throws -> String {
        let result = try ChildProcess.run(arguments, input: input)
        guard result.status == 0 else {
            throw TmuxError.failed(arguments.joined(separator: " "), result.output)
        }
        return result.output
    }
}
