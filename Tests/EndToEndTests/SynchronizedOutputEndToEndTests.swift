import Foundation
import Testing
import TmuxDriver

/// Mode 2026 through a real terminal: with a terminfo entry that has `Sync`, each frame's
/// bytes are between `ESC [?2026h` and `ESC [?2026l`; with one that has not, neither is
/// ever written.
@Suite struct SynchronizedOutputEndToEndTests {
    /// A terminfo folder holding `xterm-sync`: xterm-256color with the `Sync` capability.
    static func terminfoWithSync() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("todo-tui-terminfo-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let source = folder + "/xterm-sync.src"
        try "xterm-sync|xterm with synchronized output,\n\tSync=\\E[?2026%?%p1%{1}%-%tl%eh%;,\n\tuse=xterm-256color,\n"
            .write(toFile: source, atomically: true, encoding: .utf8)
        let compiled = try ChildProcess.run(["tic", "-x", "-o", folder, source])
        try #require(compiled.status == 0, "tic: \(compiled.output)")
        return folder
    }

    /// The bytes todo-tui writes while `keys` are typed, with `TERM` and `TERMINFO` as given.
    func bytes(term: String, terminfo: String?) throws -> String {
        let capture = FileManager.default.temporaryDirectory.appendingPathComponent("todo-tui-sync-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: capture) }
        let prefix = terminfo.map { "TERMINFO=\($0) " } ?? ""
        let session = try TmuxSession("\(prefix)\(TmuxSession.binary) --no-highlight", term: term)
        try session.waitFor("the items") { $0.contains { $0.contains("[ ] ggg") } }
        _ = FileManager.default.createFile(atPath: capture, contents: nil)
        try session.tmux("pipe-pane", "-o", "-t", "0", "cat >> \(capture)")
        try session.send("Space")
        try session.waitFor("the toggle") { $0.contains { $0.contains("[x] aaa") } }
        try session.send("j")
        Thread.sleep(forTimeInterval: 0.3)
        try session.tmux("pipe-pane", "-t", "0")
        Thread.sleep(forTimeInterval: 0.1)
        return String(decoding: FileManager.default.contents(atPath: capture) ?? Data(), as: UTF8.self)
    }

    @Test func framesAreSynchronizedWhereTheTerminalHasIt() throws {
        let terminfo = try Self.terminfoWithSync()
        defer { try? FileManager.default.removeItem(atPath: terminfo) }
        let synced = try bytes(term: "xterm-sync", terminfo: terminfo)
        let begins = synced.components(separatedBy: "\u{1B}[?2026h").count - 1
        let ends = synced.components(separatedBy: "\u{1B}[?2026l").count - 1
        #expect(begins >= 2 && begins == ends, "a begin and an end per frame: \(synced.debugDescription)")
        let first = try #require(synced.range(of: "\u{1B}[?2026h"))
        let last = try #require(synced.range(of: "\u{1B}[?2026l", options: .backwards))
        #expect(!synced[..<first.lowerBound].contains("[x]"), "nothing drawn before the first begin")
        #expect(synced[last.upperBound...].isEmpty, "nothing drawn after the last end")
        let plain = try bytes(term: "xterm-256color", terminfo: nil)
        #expect(!plain.contains("2026"), "no mode 2026 where terminfo does not say Sync")
        #expect(plain.contains("x"))
    }
}
