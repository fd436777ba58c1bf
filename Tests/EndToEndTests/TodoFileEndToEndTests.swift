import Foundation
import Testing
import TmuxDriver

/// The binary on todo.txt files: saves that survive a kill, the lock, bad and read-only files.
@Suite struct TodoFileEndToEndTests {
    let app = TmuxSession.binary

    /// Runs the app with `arguments` as a user without privileges: as root (who may read and
    /// write anything) through setpriv as `nobody`, with the binary copied where any user may
    /// run it (the checkout may sit in a private folder); as anyone else, directly.
    func runUnprivileged(_ arguments: [String], in directory: String) throws -> ChildProcess.Result {
        guard getuid() == 0 else { return try ChildProcess.run([app] + arguments) }
        let copy = directory + "/todo-tui"
        // Copied by cp, not in this process: a write descriptor open here could leak into a
        // program another test spawns at that moment, and exec would fail with "text file busy".
        try #require(ChildProcess.run(["cp", app, copy]).status == 0)
        chmod(copy, 0o755)
        return try ChildProcess.run(
            ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", copy] + arguments)
    }

    func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("todo-tui-e2e-\(UUID())").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// While the app saves toggle after toggle, the file is read over and over from outside
    /// and finally the app is killed: every read, and the file left behind, must be the old or
    /// the new version, whole.
    @Test func readersAndKillsOnlyEverSeeTheOldOrTheNewFileWhole() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/todo.txt"
        let first = "(B) 2026-01-01 task 1 +project @context due:2026-12-01"
        let original =
            (1...20_000).map { "(B) 2026-01-01 task \($0) +project @context due:2026-12-01" }
            .joined(separator: "\n") + "\n"
        try original.write(toFile: path, atomically: true, encoding: .utf8)
        let rest = original.drop { $0 != "\n" }
        func isWhole(_ contents: String) -> Bool {
            let line = contents.prefix { $0 != "\n" }
            return contents.drop { $0 != "\n" } == rest
                // Done keeps the priority as `pri:B`, toggled back it is `(B)` again.
                && (line == first || (line.hasPrefix("x ") && line.hasSuffix(" " + first.dropFirst(4) + " pri:B")))
        }
        // More toggles than any machine saves before the kill, so each run is cut short.
        let keys = Array(repeating: "space", count: 1_000).joined(separator: " ")
        var reads = 0
        var killedMidRun = 0
        for attempt in 0..<6 {
            let running = try ChildProcess.start([app, path, "--headless", "--keys", keys])
            let deadline = Date().addingTimeInterval(0.3 + Double(attempt) * 0.2)
            while Date() < deadline {
                let contents = try String(contentsOfFile: path, encoding: .utf8)
                reads += 1
                #expect(isWhole(contents), "a reader saw a partial file (\(contents.utf8.count) bytes)")
                if !isWhole(contents) {
                    running.signal(SIGKILL)
                    _ = running.wait()
                    return
                }
            }
            running.signal(SIGKILL)
            if running.wait().status == 128 + SIGKILL { killedMidRun += 1 }
            #expect(isWhole(try String(contentsOfFile: path, encoding: .utf8)), "attempt \(attempt): partial file")
        }
        #expect(killedMidRun > 0)
        #expect(reads > 100)
        _ = try ChildProcess.run([app, path, "--headless"])
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty, "temporary files left after a restart: \(leftovers)")
    }

    @Test func aSecondTodoTuiOnTheSameFileIsRefused() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/todo.txt"
        try "a\n".write(toFile: path, atomically: true, encoding: .utf8)
        let session = try TmuxSession("\(app) \(path)")
        try session.waitFor("the first instance") { $0.contains("  [ ] a") }
        let second = try ChildProcess.run([app, path, "--headless"])
        #expect(second.status == 2)
        #expect(second.output.contains("\(path) is already open in another todo-tui"))
        try session.send("q")
        try session.waitFor("the exit") { $0.contains("EXIT=0") }
        #expect(try ChildProcess.run([app, path, "--headless"]).status == 0)
    }

    @Test func badFilesExitTwoAndWriteNothing() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let binary = directory + "/latin1.txt"
        _ = FileManager.default.createFile(atPath: binary, contents: Data([0x63, 0x61, 0x66, 0xE9, 0x0A]))
        let notUTF8 = try ChildProcess.run([app, binary, "--headless", "--keys", "space"])
        #expect(notUTF8.status == 2)
        #expect(notUTF8.output.contains("is not UTF-8 text"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: binary)) == Data([0x63, 0x61, 0x66, 0xE9, 0x0A]))
        let folderResult = try ChildProcess.run([app, directory, "--headless"])
        #expect(folderResult.status == 2)
        #expect(folderResult.output.contains("is a directory"))
        let entries = try FileManager.default.contentsOfDirectory(atPath: directory)
        #expect(entries == ["latin1.txt"])
    }

    @Test(.timeLimit(.minutes(1))) func specialFilesExitTwoWithoutBlockingOrWriting() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fifo = directory + "/fifo"
        #expect(mkfifo(fifo, 0o644) == 0)
        let link = directory + "/null-link"
        #expect(symlink("/dev/null", link) == 0)
        for (path, kind) in [(fifo, "a FIFO"), ("/dev/null", "a device"), (link, "a device")] {
            let result = try ChildProcess.run([app, path, "--headless", "--keys", "space q"])
            #expect(result.status == 2)
            #expect(result.output == "todo-tui: \(path) is \(kind), not a todo.txt file\n")
        }
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
        #expect(stat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["fifo", "null-link"])
    }

    @Test func aHeadlessRunWhoseSavesFailSaysSoAndExitsOne() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/todo.txt"
        let contents =
            (1...100).map { "task \($0) " + String(repeating: "-", count: 70) }.joined(separator: "\n") + "\n"
        try contents.write(toFile: path, atomically: true, encoding: .utf8)
        // No file may grow past 4 KiB: saving the 7 KiB list fails with EFBIG (the signal
        // ignored), while the small screen still fits in the captured output.
        let result = try ChildProcess.run([
            "bash", "-c", "trap '' XFSZ; ulimit -f 4; exec \"$0\" \"$1\" --headless --size 40x10 --keys 'space q q'",
            app, path,
        ])
        #expect(result.status == 1)
        #expect(
            result.output.contains("todo-tui: cannot save \(path): File too large; this run's changes were not saved\n")
        )
        #expect(try String(contentsOfFile: path, encoding: .utf8) == contents)
    }

    @Test func aFileTheUserCannotReadExitsTwo() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        chmod(directory, 0o755)
        let path = directory + "/todo.txt"
        try "secret\n".write(toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o600)
        let result = try runUnprivileged([path, "--headless"], in: directory)
        #expect(result.status == 2)
        #expect(result.output.contains("cannot read \(path): Permission denied"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "secret\n")
    }

    @Test func aFileTheUserCannotWriteOpensReadOnly() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        chmod(directory, 0o755)
        let path = directory + "/todo.txt"
        try "a\n".write(toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o644)
        let result = try runUnprivileged([path, "--headless", "--keys", "space"], in: directory)
        #expect(result.status == 0)
        #expect(result.output.contains("todo.txt (read-only)"))
        #expect(result.output.contains("is read-only: nothing can change"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "a\n")
        // The item page opens, but its title field takes no typing.
        let typed = try runUnprivileged([path, "--headless", "--keys", "enter b c"], in: directory)
        #expect(typed.output.contains("Title: a "))
        #expect(typed.output.contains("is read-only: nothing can change"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "a\n")
    }
}
