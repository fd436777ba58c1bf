import TestSupport
import Testing

@testable import TodoApp

/// The tag a line's bytes hold (`t:`, `due:`), as the index and the sort find it without
/// making strings, against the plain reading of todo.txt: the first space-separated word
/// that starts with the key and has a value after it.
@Suite struct TagBytesTests {
    /// A word with the key's letters, colons and spaces in every order: keys inside words,
    /// empty values, colons at the ends, runs of spaces.
    @Test func theFirstTagFoundInTheBytesIsTheFirstWordWithTheKey() {
        var random = SeededRandom(seed: 2026)
        let pieces = ["t", "t:", ":", " ", "  ", "due:", "du", "e:", "x", "2026-11-30", "at:", "item", "d"]
        for _ in 0..<5_000 {
            let line = (0..<Int.random(in: 0...8, using: &random)).map { _ in pieces.randomElement(using: &random)! }
                .joined()
            for key in ["t:", "due:"] {
                let expected = line.split(separator: " ").first { $0.hasPrefix(key) && $0.count > key.count }
                    .map { String($0.dropFirst(key.count)) }
                var bytes = Array(line.utf8)
                let found = bytes.withUnsafeMutableBufferPointer { buffer in
                    TodoTxtTask.value(of: Array(key.utf8), in: UnsafeBufferPointer(buffer))
                        .map { String(decoding: $0, as: UTF8.self) }
                }
                #expect(found == expected, "\(key) in \"\(line)\"")
            }
        }
    }

    /// A threshold in a line is read as a date, and a line without one has none.
    @Test func aThresholdIsReadFromTheLine() {
        func date(_ line: String) -> CalendarDate? {
            var bytes = Array(line.utf8)
            return bytes.withUnsafeMutableBufferPointer { Thresholds.date(in: UnsafeBufferPointer($0)) }
        }
        #expect(date("water plants t:2026-12-01 due:2026-12-03") == CalendarDate("2026-12-01"))
        #expect(date("item 12") == nil)
        #expect(date("start:2026-12-01") == nil)
    }
}
