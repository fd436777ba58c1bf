import TmuxDriver

/// Bytes the real binary writes to the terminal for one key, counted from outside by tmux
/// (TERM=xterm-256color, 80x24), median of several presses.
enum TerminalBytesCase {
    struct Result {
        let toggle: Int
        let toggleWithHighlight: Int
        let moveSelection: Int
    }

    static func run(presses: Int = 9) throws -> Result {
        let plain = try TmuxSession("\(TmuxSession.binary) --no-highlight")
        try plain.waitFor("the items") { $0.contains("  [ ] ggg") }
        // Every frame changes the frame number in the status bar: a changed screen that then
        // stays the same is the end of the key's output.
        let toggle = try median(presses) { _ in try bytes(of: "Space", in: plain) }
        let move = try median(presses) { index in try bytes(of: index % 2 == 0 ? "j" : "k", in: plain) }
        let highlighted = try TmuxSession(TmuxSession.binary)
        try highlighted.waitFor("the first marks to fade") {
            $0.contains("  [ ] ggg") && !$0.contains { $0.hasPrefix("▌") }
        }
        // The mark appears with the toggle and is cleared 300 ms later: both are counted.
        let flashing = try median(presses) { _ in
            try bytes(of: "Space", in: highlighted) { !$0.contains { $0.hasPrefix("▌") } }
        }
        return Result(toggle: toggle, toggleWithHighlight: flashing, moveSelection: move)
    }

    private static func bytes(
        of key: String, in session: TmuxSession, alsoUntil settled: @escaping ([String]) -> Bool = { _ in true }
    ) throws -> Int {
        let before = try session.screen()
        return try session.bytesWritten(during: { try session.send(key) }) { $0 != before && settled($0) }
    }

    private static func median(_ count: Int, _ measure: (Int) throws -> Int) throws -> Int {
        let samples = try (0..<count).map(measure).sorted()
        return samples[samples.count / 2]
    }

    static func printAll() {
        print("\nTerminal bytes per key, real binary in tmux (TERM=xterm-256color, 80x24, median of 9)")
        do {
            let result = try run()
            // The status bar names the change with its old and new values (#13), which change on
            // every toggle: about 36 B of these, against the 40 B once set without them.
            print("toggle (Space), no highlight: \(result.toggle) B (with the values in the status bar)")
            print("toggle (Space), with the 300 ms highlight and its removal: \(result.toggleWithHighlight) B")
            print("move the selection (j/k), no highlight: \(result.moveSelection) B")
        } catch {
            print("not measured: \(error)")
        }
    }
}
