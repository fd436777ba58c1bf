import Foundation
import Testing
import TmuxDriver

/// The built binary on a real terminal (tmux), as a user runs it.
@Suite struct TerminalEndToEndTests {
    let app = TmuxSession.binary

    @Test func showsTheItemsAndOneToggleRunsOneRowAndTheDoneCount() throws {
        let session = try TmuxSession("\(app) --no-highlight")
        let start = try session.waitFor("the seven items") { $0.contains("  [ ] ggg") }
        #expect(Array(start[1...7]) == ["aaa", "bbb", "ccc", "ddd", "eee", "fff", "ggg"].map { "  [ ] \($0)" })
        try session.send("l", "Space")
        let screen = try session.waitFor("the toggle") {
            $0[1] == "  [x] aaa" && $0.contains { $0.hasPrefix("2 ran: DoneCountView TodoItemView#aaa") }
        }
        #expect(screen.contains("2 ran: DoneCountView TodoItemView#aaa  ← TodoItem(aaa).isDone false → true"))
        // `l` and Space may reach the app in one read or two: the toggle's frame number varies,
        // what ran in it does not.
        let toggle = try #require(
            screen.first { $0.hasSuffix("  TodoItemView#aaa  cause: TodoItem(aaa).isDone false → true") })
        let frame = String(toggle.prefix { $0 != " " } + " " + toggle.dropFirst(6).prefix { $0 != " " })
        #expect(
            screen.filter { $0.hasPrefix(frame + "  ") } == [
                "\(frame)  DoneCountView  cause: TodoList.doneCount 0 → 1",
                "\(frame)  TodoItemView#aaa  cause: TodoItem(aaa).isDone false → true",
            ])
        #expect(screen[0].hasSuffix("1/7 done"))
    }

    /// A click through the terminal's SGR mouse report (`ESC [ < 0 ; column ; row M`, from 1)
    /// selects the row under it: here `ccc`, row 3 from 0, past the two-column gutter.
    @Test func aClickSelectsTheRowUnderIt() throws {
        let session = try TmuxSession("\(app) --no-highlight")
        _ = try session.waitFor("the seven items") { $0.contains("  [ ] ggg") }
        let press = ["1b", "5b", "3c", "30", "3b", "38", "3b", "34"]
        try session.sendBytes(press + ["4d"])
        try session.sendBytes(press + ["6d"])
        try session.send("Space")
        let screen = try session.waitFor("the toggle of ccc") { $0.contains("  [x] ccc") }
        #expect(screen[1] == "  [ ] aaa")
    }

    @Test func coarseModeRunsTheListAndAllSevenRows() throws {
        let session = try TmuxSession("\(app) --no-highlight")
        try session.waitFor("the items") { $0.contains("  [ ] ggg") }
        try session.send("m", "l")
        try session.waitFor("the log pane") { $0.contains { $0.hasPrefix("─ evaluation log") } }
        try session.send("Space")
        let screen = try session.waitFor("the coarse toggle") {
            $0[1] == "  [x] aaa" && $0.contains { $0.contains("7×TodoItemView") }
        }
        let status = try #require(screen.first { $0.contains(" ran: ") })
        #expect(status == "9 ran: TodoListView DoneCountView 7×TodoItemView  ← TodoItem.objectWillChange")
        #expect(screen.contains { $0.contains("  coarse  frame ") })
        for row in ["aaa", "bbb", "ccc", "ddd", "eee", "fff", "ggg"] {
            #expect(screen.contains { $0.hasSuffix("  TodoItemView#\(row)  cause: TodoItem.objectWillChange") })
        }
    }

    @Test(arguments: ["q", "C-c"])
    func quitExitsZeroAndLeavesTheAlternateScreen(key: String) throws {
        let session = try TmuxSession("printf 'before\\n'; \(app)")
        try session.waitFor("the app") { $0.contains("  [ ] ggg") }
        try session.send(key)
        let screen = try session.waitFor("the exit") { $0.contains("EXIT=0") }
        #expect(screen.first == "before")
        #expect(!screen.contains { $0.contains("[ ] aaa") })
    }

    @Test(arguments: [("TERM", 143), ("HUP", 129), ("SEGV", 139), ("ABRT", 134)])
    func aSignalRestoresTheTerminal(signal: String, status: Int) throws {
        let pidFile = FileManager.default.temporaryDirectory.appendingPathComponent("todo-tui-\(UUID()).pid").path
        defer { try? FileManager.default.removeItem(atPath: pidFile) }
        let session = try TmuxSession(
            "printf 'before\\n'; sh -c 'echo $$ > \(pidFile); exec \(app)'; code=$?; stty -a | grep -o ' echo '; (exit $code)"
        )
        try session.waitFor("the app") { $0.contains("  [ ] ggg") }
        let pid = try String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        try TmuxSession.run(["kill", "-\(signal)", pid])
        let screen = try session.waitFor("the exit") { $0.contains { $0.hasPrefix("EXIT=") } }
        #expect(screen.first == "before")
        #expect(!screen.contains { $0.contains("[ ] aaa") })
        // Back in cooked mode: the terminal echoes again.
        #expect(screen.contains(" echo"))
        #expect(screen.contains("EXIT=\(status)"))
    }

    @Test func aResizeRedrawsAtTheNewSize() throws {
        let session = try TmuxSession("\(app) --no-highlight")
        try session.waitFor("the items") { $0.contains("  [ ] ggg") }
        try session.tmux("resize-window", "-t", "0", "-x", "50", "-y", "12")
        let screen = try session.waitFor("the new layout") { $0.count == 12 && $0[11].hasPrefix("↑↓ move") }
        // The same as a fresh render at that size, but for the status lines (frame numbers).
        let expected = try Self.headless(size: "50x12", keys: "")
        #expect(screen.prefix(9).map(Self.trimmed) == expected.prefix(9).map(Self.trimmed))
        #expect(Self.trimmed(screen[11]) == Self.trimmed(expected[11]))
        try session.tmux("resize-window", "-t", "0", "-x", "20", "-y", "6")
        try session.waitFor("the too-small notice") { $0.first == "Terminal too small:" }
        try session.tmux("resize-window", "-t", "0", "-x", "80", "-y", "24")
        try session.waitFor("the full screen again") { $0.contains("  [ ] ggg") && $0.count == 24 }
    }

    @Test func wideTitlesKeepTheColumnsAligned() throws {
        let session = try TmuxSession("\(app) --no-highlight")
        try session.waitFor("the items") { $0.contains("  [ ] ggg") }
        try session.send("a")
        try session.waitFor("the item page") { $0.contains { $0.contains("Title:") } }
        try session.type("買い物 👍 ok")
        let editing = try session.waitFor("the typed title") { $0.contains { $0.contains("買い物 👍 ok") } }
        let expected = try Self.headless(size: "80x24", keys: "a 買 い 物 space 👍 space o k")
        #expect(Array(editing.prefix(20)) == Array(expected.prefix(20)))
        let titleLine = try #require(editing.first { $0.contains("Title:") })
        #expect(titleLine.hasSuffix("│"))
        try session.send("Enter")
        let list = try session.waitFor("the list") { $0.contains("  [ ] 買い物 👍 ok") }
        #expect(list[0].hasSuffix("0/8 done"))
    }

    @Test func ctrlZSuspendsAndFgRedraws() throws {
        let session = try TmuxSession("bash --norc --noprofile -i")
        try session.type("\(app) --no-highlight")
        try session.send("Enter")
        try session.waitFor("the app") { $0.contains("  [ ] ggg") }
        try session.send("C-z")
        try session.waitFor("the shell") { $0.contains { $0.contains("Stopped") } }
        try session.type("fg")
        try session.send("Enter")
        try session.waitFor("the app again") { $0.contains("  [ ] ggg") && $0[1] == "  [ ] aaa" }
        try session.send("Space")
        try session.waitFor("a toggle after resuming") { $0[1] == "  [x] aaa" }
        try session.send("q")
    }

    @Test func withoutATerminalOrWithAnUnknownTermItExitsTwoWithAMessage() throws {
        let piped = try ChildProcess.run([app], input: "/dev/null")
        #expect(piped.status == 2)
        #expect(piped.output.contains("standard input is not a terminal"))

        let session = try TmuxSession("\(app)", term: "unknown-terminal-type")
        let screen = try session.waitFor("the exit") { $0.contains { $0.hasPrefix("EXIT=") } }
        #expect(screen.contains("EXIT=2"))
        #expect(screen.contains { $0.contains("TERM=unknown-terminal-type cannot be used") })
    }

    /// The same screen rendered by `--headless`, for comparison.
    static func headless(size: String, keys: String) throws -> [String] {
        var arguments = ["--headless", "--no-highlight", "--size", size]
        if !keys.isEmpty { arguments += ["--keys", keys] }
        let output = try TmuxSession.run([TmuxSession.binary] + arguments)
        return Array(output.components(separatedBy: "\n").prefix { $0 != "--- evaluation log ---" })
    }

    static func trimmed(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
