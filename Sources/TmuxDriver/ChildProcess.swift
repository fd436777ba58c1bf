import Foundation
import Synchronization

/// Runs a program with posix_spawn and waits with wait4, which also tells its peak memory.
///
/// Foundation's Process was not used: its exit monitoring left tmux clients unreaped and
/// waits hanging when several tests spawned at once. Output goes to a file rather than a
/// pipe, because a tmux server started by the command keeps the descriptors it inherited.
public enum ChildProcess {
    /// How a program ended.
    public struct Result: Sendable {
        /// Its exit status; 128 plus the signal's number when a signal ended it.
        public let status: Int32
        /// What it wrote to standard output and standard error.
        public let output: String
        /// The most memory it held resident at once, in bytes.
        public let peakResidentBytes: Int
    }

    /// Runs `arguments` (the program first, found on `PATH`) with `input` as standard input, and waits for it.
    /// It runs in the ``IsolatedEnvironment``, with `environment` set over it.
    public static func run(_ arguments: [String], input: String = "/dev/null", environment: [String: String] = [:])
        throws -> Result
    {
        try start(arguments, input: input, environment: environment).wait()
    }

    /// A program started and not yet waited for.
    public final class Running {
        /// The process identifier.
        public let pid: pid_t
        let outputPath: String

        init(pid: pid_t, outputPath: String) {
            self.pid = pid
            self.outputPath = outputPath
        }

        /// Sends the signal `number` to the program.
        public func signal(_ number: Int32) {
            kill(pid, number)
        }

        /// Waits for the end; returns the status (128 + signal when killed) and the output.
        public func wait() -> Result {
            var status: Int32 = 0
            var usage = rusage()
            while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
            let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
            unlink(outputPath)
            let exited = status & 0x7f == 0
            return Result(
                status: exited ? (status >> 8) & 0xff : 128 + (status & 0x7f), output: output,
                // Linux counts it in kilobytes.
                peakResidentBytes: usage.ru_maxrss * 1024)
        }
    }

    /// Starts a program in the ``IsolatedEnvironment`` (with `environment` set over it); the
    /// caller waits for it with ``Running/wait()``.
    public static func start(_ arguments: [String], input: String = "/dev/null", environment: [String: String] = [:])
        throws -> Running
    {
        let number = Counter.next()
        let outputPath = FileManager.default.temporaryDirectory
            .appendingPathComponent("todo-tui-test-\(getpid())-\(number).out").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        // The test runner's threads may block or ignore signals; the child starts clean.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        SpawnAttributes.cleanSignals(&attributes)
        var variables: [UnsafeMutablePointer<CChar>?] =
            IsolatedEnvironment.variables(environment).map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in variables { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, arguments[0], &actions, &attributes, &argv, &variables)
        guard spawned == 0 else {
            throw TmuxError.failed(arguments.joined(separator: " "), String(cString: strerror(spawned)))
        }
        return Running(pid: pid, outputPath: outputPath)
    }
}
