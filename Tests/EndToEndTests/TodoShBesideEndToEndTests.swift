import Foundation
import Testing
import TmuxDriver

/// todo.sh (todo.txt-cli, the reference client) in a second tmux window adding, ticking and
/// archiving on the file todo-tui has open: each change shows in todo-tui without a key, and
/// todo-tui's own changes go on top of them; vim's way of saving (a new file renamed over)
/// merges the same.
@Suite struct TodoShBesideEndToEndTests {
    let app = TmuxSession.binary
    static let todoSh = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("TodoAppTests/Reference/todo.txt-cli/todo.sh").path

    /// Runs todo.sh with `arguments` in a second window of `session`, waiting for it to end.
    func todoSh(_ arguments: String, config: String, in session: TmuxSession, folder: String) throws {
        let done = folder + "/todo-sh-done-\(UUID())"
        try session.tmux(
            "new-window", "-d", "bash \(Self.todoSh) -d \(config) -f -p \(arguments) > /dev/null 2>&1; touch \(done)")
        let deadline = Date().addingTimeInterval(10)
        while !FileManager.default.fileExists(atPath: done), Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        try #require(FileManager.default.fileExists(atPath: done), "todo.sh \(arguments) did not end")
    }

    @Test func todoShAddingTickingAndArchivingBesideTodoTuiMerges() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("todo-tui-beside-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/todo.txt"
        try "call mom\npay rent\n".write(toFile: path, atomically: true, encoding: .utf8)
        let config = folder + "/config"
        try """
        export TODO_DIR="\(folder)"
        export TODO_FILE="$TODO_DIR/todo.txt"
        export DONE_FILE="$TODO_DIR/done.txt"
        export REPORT_FILE="$TODO_DIR/report.txt"
        """.write(toFile: config, atomically: true, encoding: .utf8)
        let session = try TmuxSession("\(app) \(path) --no-highlight")
        try session.waitFor("the tasks") { $0.contains { $0.contains("[ ] pay rent") } }

        try todoSh("add 'buy milk +shop'", config: config, in: session, folder: folder)
        var screen = try session.waitFor("todo.sh's task, without a key") {
            $0.contains { $0.contains("[ ] buy milk +shop") }
        }
        #expect(screen.last == "1 task changed in todo.txt elsewhere: 1 added")

        try session.send("Space")
        try session.waitFor("the tick") { $0.contains { $0.contains("[x] call mom") } }
        try todoSh("-a do 2", config: config, in: session, folder: folder)
        screen = try session.waitFor("todo.sh's tick") { $0.contains { $0.contains("[x] pay rent") } }
        #expect(screen.contains { $0.contains("[x] call mom") }, "todo-tui's tick stays")
        let ticked = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(ticked.count == 3 && ticked[0].hasSuffix(" call mom") && ticked[1].hasSuffix(" pay rent"))
        #expect(ticked.allSatisfy { !$0.hasPrefix("x ") || $0.split(separator: " ")[1].count == 10 })

        try todoSh("archive", config: config, in: session, folder: folder)
        screen = try session.waitFor("the archive") { !$0.contains { $0.contains("call mom") } }
        #expect(screen.contains { $0.contains("[ ] buy milk +shop") })
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "buy milk +shop\n")
        let done = try String(contentsOfFile: folder + "/done.txt", encoding: .utf8)
        #expect(done.contains(" call mom\n") && done.contains(" pay rent\n"))

        // vim's save: a new file written and renamed over the old one.
        try "buy milk +shop\nwater plants\n".write(toFile: path + ".swp", atomically: false, encoding: .utf8)
        try #require(rename(path + ".swp", path) == 0)
        try session.waitFor("the renamed file's task") { $0.contains { $0.contains("[ ] water plants") } }
        try session.send("q")
        try session.waitFor("the exit") { $0.contains("EXIT=0") }
    }
}
