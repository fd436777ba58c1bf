import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A program run on a pseudo-terminal of its own, as a terminal emulator runs it: what it
/// writes is read here byte by byte, with the time each read came, so a benchmark can time a
/// key to the last byte of the frame it caused.
public final class PseudoTerminalProcess {
    /// The program's process id.
    public let pid: pid_t
    private let master: Int32
    private var output: [UInt8] = []

    /// Starts `arguments` on a new `width` x `height` pseudo-terminal (TERM=xterm-256color,
    /// LANG=C.UTF-8) as the leader of a session whose controlling terminal it is.
    public init(_ arguments: [String], width: Int, height: Int) throws {
        // posix_openpt and ptsname are not imported into Swift: Linux's own calls instead.
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard master >= 0, ioctl(master, Self.unlockFollower, &unlock) == 0,
            ioctl(master, Self.followerNumber, &number) == 0
        else {
            throw TmuxError.failed("/dev/ptmx", String(cString: strerror(errno)))
        }
        let follower = "/dev/pts/\(number)"
        var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Opened after the new session starts, so it becomes the controlling terminal.
        posix_spawn_file_actions_addopen(&actions, 0, follower, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        posix_spawn_file_actions_addclose(&actions, master)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        SpawnAttributes.cleanSignals(&attributes, flags: Self.newSession)
        let environment =
            ProcessInfo.processInfo.environment.filter { $0.key != "TERM" && $0.key != "LANG" }
            .map { "\($0.key)=\($0.value)" } + ["TERM=xterm-256color", "LANG=C.UTF-8"]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        var envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, arguments[0], &actions, &attributes, &argv, &envp)
        guard spawned == 0 else {
            close(master)
            throw TmuxError.failed(arguments.joined(separator: " "), String(cString: strerror(spawned)))
        }
        self.pid = pid
        self.master = master
    }

    /// glibc's POSIX_SPAWN_SETSID, and Linux's TIOCSPTLCK and TIOCGPTN, which Swift does not
    /// import.
    private static let newSession: Int32 = 0x80
    private static let unlockFollower: UInt = 0x4004_5431
    private static let followerNumber: UInt = 0x8004_5430

    deinit {
        stop()
        close(master)
    }

    /// Writes `bytes` as typed keys.
    public func type(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Reads what the program writes until it has been quiet for `quiet` (or `limit` passed);
    /// returns the time of the last byte read, nil when nothing came.
    @discardableResult
    public func readUntilQuiet(quiet: Duration, limit: Duration = .seconds(5)) -> ContinuousClock.Instant? {
        let clock = ContinuousClock()
        let end = clock.now + limit
        var last: ContinuousClock.Instant?
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while clock.now < end {
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(
                quiet.components.seconds * 1000 + quiet.components.attoseconds / 1_000_000_000_000_000)
            guard poll(&descriptor, 1, max(1, milliseconds)) > 0 else { break }
            let count = read(master, &buffer, buffer.count)
            guard count > 0 else { break }
            last = clock.now
            output.append(contentsOf: buffer[0..<count])
        }
        return last
    }

    /// Reads until what the program wrote contains `text`, for at most `limit`.
    public func waitFor(_ text: String, limit: Duration = .seconds(20)) -> Bool {
        timeShown(text, limit: limit) != nil
    }

    /// Reads until what the program wrote contains `text`, for at most `limit`; returns when
    /// the bytes that completed it came (nil if they did not).
    public func timeShown(_ text: String, limit: Duration = .seconds(20)) -> ContinuousClock.Instant? {
        let clock = ContinuousClock()
        let end = clock.now + limit
        let needle = Array(text.utf8)
        var lastRead = clock.now
        while clock.now < end {
            if output.count >= needle.count,
                output.indices.dropLast(needle.count - 1).contains(where: {
                    output[$0..<($0 + needle.count)].elementsEqual(needle)
                })
            {
                output = []
                return lastRead
            }
            if let last = readUntilQuiet(quiet: .milliseconds(5), limit: .milliseconds(200)) { lastRead = last }
        }
        return nil
    }

    /// The CPU time the process used so far, in nanoseconds, from the scheduler's account
    /// of each of its threads.
    public var cpuNanoseconds: UInt64 {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return tasks.reduce(0) { total, task in
            let line = (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/schedstat", encoding: .utf8)) ?? ""
            return total + (line.split(separator: " ").first.flatMap { UInt64($0) } ?? 0)
        }
    }

    /// Ends the program (SIGTERM, then SIGKILL) and waits for it.
    public func stop() {
        guard kill(pid, 0) == 0 else { return }
        kill(pid, SIGTERM)
        var status: Int32 = 0
        for _ in 0..<100 {
            if waitpid(pid, &status, WNOHANG) == pid { return }
            usleep(10_000)
        }
        kill(pid, SIGKILL)
        waitpid(pid, &status, 0)
    }
}
