import Foundation
import Synchronization

/// The built `todo-tui` running in a detached tmux session on a private socket, with a pinned
/// terminal type and locale; the screen is read with `capture-pane`, waiting for it to
/// settle rather than sleeping for fixed times.
final class TmuxSession {
    let socket: String
    private static let counter = Counter()

    /// Starts `command` (a shell command line) in an 80x24 window; after it exits the pane
    /// shows `EXIT=<status>`.
    init(_ command: String, width: Int = 80, height: Int = 24, term: String = "xterm-256color") throws {
        socket = "todo-tui-test-\(getpid())-\(Self.counter.next())"
        // tmux sets TERM in its panes itself: the command line sets it again.
        try tmux(
            "-f", "/dev/null", "new-session", "-d", "-x", "\(width)", "-y", "\(height)",
            "export TERM=\(term) LANG=C.UTF-8 LC_ALL=C.UTF-8; \(command); echo EXIT=$?; sleep 600")
    }

    deinit {
        _ = try? tmux("kill-server")
    }

    /// The path of the binary under test, next to the test bundle.
    static var binary: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("todo-tui").path
    }

    @discardableResult
    func tmux(_ arguments: String...) throws -> String {
        try Self.run(["tmux", "-L", socket] + arguments)
    }

    /// Sends tmux key names (`Space`, `Enter`, `C-c`, `q`).
    func send(_ keys: String...) throws {
        for key in keys { try tmux("send-keys", "-t", "0", key) }
    }

    /// Types text literally (UTF-8).
    func type(_ text: String) throws {
        try tmux("send-keys", "-t", "0", "-l", text)
    }

    func screen() throws -> [String] {
        try tmux("capture-pane", "-p", "-t", "0").components(separatedBy: "\n").dropLast().map { $0 }
    }

    /// Waits until `condition` holds for the screen and the screen stays the same for a
    /// moment; returns it, or throws with the last screen after `timeout` seconds.
    @discardableResult
    func waitFor(_ what: String, timeout: Double = 10, _ condition: ([String]) -> Bool) throws -> [String] {
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

    /// Runs a command to its end and returns what it printed (standard output and error).
    @discardableResult
    static func run(_ arguments: [String], input: String = "/dev/null") throws -> String {
        let result = try ChildProcess.run(arguments, input: input)
        guard result.status == 0 else {
            throw TmuxError.failed(arguments.joined(separator: " "), result.output)
        }
        return result.output
    }
}

/// What went wrong driving tmux.
enum TmuxError: Error, CustomStringConvertible {
    case failed(String, String)
    case timedOut(waitingFor: String, screen: [String])

    var description: String {
        switch self {
        case .failed(let command, let output): "\(command) failed: \(output)"
        case .timedOut(let what, let screen): "timed out waiting for \(what); screen:\n" + screen.joined(separator: "\n")
        }
    }
}

/// Numbers sessions within one test process.
final class Counter: Sendable {
    private let value = Atomic<Int>(0)

    func next() -> Int {
        value.add(1, ordering: .relaxed).newValue
    }
}
