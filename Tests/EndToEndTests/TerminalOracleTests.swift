import Foundation
import TestSupport
import Testing
import TmuxDriver

/// The real terminal against a fresh headless render: after random keys (moves, toggles, the
/// log pane, the mode switch) tmux shows what `--headless` renders for the same keys. The
/// terminal layer hands ncurses only the cells that differ from what it holds, so a cell it
/// wrongly thinks is shown stays stale on the screen: this finds it.
@Suite struct TerminalOracleTests {
    /// A key as `--keys` names it, and as tmux sends it.
    private static let keys: [(headless: String, tmux: String)] = [
        ("down", "Down"), ("down", "Down"), ("up", "Up"), ("space", "Space"), ("space", "Space"),
        ("l", "l"), ("m", "m"), ("end", "End"), ("home", "Home"), ("pgdn", "NPage"),
    ]

    /// Three sequences in `make test`; `TODO_TERMINAL_SEQUENCES=50` for a long run by hand.
    static let seeds = 1...UInt64(ProcessInfo.processInfo.environment["TODO_TERMINAL_SEQUENCES"].flatMap(Int.init) ?? 3)

    @Test(arguments: seeds)
    func randomKeysLeaveTheScreenAFreshRenderShows(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let size = [(60, 16), (44, 12), (80, 24)][Int(seed) % 3]
        let sequence = (0..<20).map { _ in Self.keys.randomElement(using: &random)! }
        let session = try TmuxSession("\(TmuxSession.binary) --no-highlight", width: size.0, height: size.1)
        try session.waitFor("the items") { $0.contains { $0.contains("[ ] ggg") } }
        for key in sequence {
            try session.send(key.tmux)
            // One key a frame, as the headless run draws them.
            Thread.sleep(forTimeInterval: 0.03)
        }
        let expected = try TerminalEndToEndTests.headless(
            size: "\(size.0)x\(size.1)", keys: sequence.map(\.headless).joined(separator: " "))
        let keys = sequence.map(\.headless).joined(separator: " ")
        let shown = try? session.waitFor("the screen of a fresh render after \(keys)") {
            Self.comparable($0) == Self.comparable(expected)
        }
        let screen = try session.screen().joined(separator: "\n")
        #expect(shown != nil, "seed \(seed): \(keys)\n\(screen)")
    }

    /// The lines without what differs between two runs of the same keys: timings (the status
    /// line goes whole: cut short, its unit may be gone) and frame numbers (a terminal may
    /// read two keys in one frame).
    private static func comparable(_ lines: [String]) -> [String] {
        lines.filter { $0.range(of: #"[0-9] ?(ms|µs)|(fine|coarse)  frame "#, options: .regularExpression) == nil }
            .map {
                TerminalEndToEndTests.trimmed(
                    $0.replacingOccurrences(of: #"[0-9]+"#, with: "#", options: .regularExpression))
            }
    }
}
