import Foundation

/// A todo.txt file's text as read, and where its task lines start in it.
///
/// Immutable, and shared by the two sides of a file: the list makes an item from a line only
/// when the item is first read (``TodoItems``), and the document writes the lines nobody
/// changed back from this text (``TodoDocument``). A million-line file costs its text and 4
/// bytes a line until its items are read. Blank lines are not indexed: they are the text
/// between one task line and the next.
public final class TodoLines: Sendable {
    /// How a line ends in the text.
    enum Ending: UInt8, Sendable {
        case lineFeed, carriageReturnLineFeed
        /// The last line, without an ending.
        case none

        var text: String {
            switch self {
            case .lineFeed: "\n"
            case .carriageReturnLineFeed: "\r\n"
            case .none: ""
            }
        }
    }

    /// The text as read.
    let text: String
    /// Where each task line starts in `text`, in UTF-8 bytes.
    private let starts: [UInt32]
    /// The id of the first task line's item; the next lines' follow in order.
    let firstID: Int
    /// How many task lines are done (start with `x `).
    let doneCount: Int
    /// The threshold date (`t:`) of each task line that has one, by line index.
    let thresholds: [UInt32: CalendarDate]
    /// The ending new lines get: the file's first one, `\n` when it has none.
    let ending: String

    /// Indexes `text`, whose task lines' items are numbered from `firstID`. Text over 4 GB
    /// is refused before this (see ``TodoFile``): places are 32-bit.
    init(_ text: String, firstID: Int) {
        var text = text
        text.makeContiguousUTF8()
        precondition(text.utf8.count < UInt32.max, "todo.txt text over 4 GB")
        self.text = text
        self.firstID = firstID
        var starts: [UInt32] = []
        var doneCount = 0
        var thresholds: [UInt32: CalendarDate] = [:]
        var ending = "\n"
        text.utf8.withContiguousStorageIfAvailable { bytes in
            // Where the next colon is, at or after the line looked at (the text's end when there
            // is none). A threshold is a tag, and a tag has a colon: one search serves every line
            // before that colon, and most files have few.
            var nextColon = -1
            Self.forEachLine(in: bytes, from: 0, to: bytes.count) { start, end, lineEnding in
                if start == 0, lineEnding != .none { ending = lineEnding.text }
                let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
                guard Self.holdsTask(line) else { return }
                starts.append(UInt32(start))
                // Two bytes compared: a generic `starts(with:)` cost more than the rest of a line.
                if line.count >= 2, line[0] == UInt8(ascii: "x"), line[1] == UInt8(ascii: " ") { doneCount += 1 }
                if nextColon < start, let base = bytes.baseAddress {
                    let found = memchr(base + start, Int32(UInt8(ascii: ":")), bytes.count - start)
                    nextColon = found.map { UnsafeRawPointer(base).distance(to: $0) } ?? bytes.count
                }
                if nextColon < end, let date = Thresholds.date(in: line) {
                    thresholds[UInt32(starts.count - 1)] = date
                }
            }
        }
        // Grown as the lines came (cheaper than counting them first, a second pass over the
        // text), then kept at its size: no spare room for the life of the file.
        self.starts =
            starts.capacity > starts.count + starts.count / 8 ? starts.withUnsafeBufferPointer(Array.init) : starts
        self.doneCount = doneCount
        self.thresholds = thresholds
        self.ending = ending
    }

    /// How many task lines the text has.
    var count: Int { starts.count }

    /// The index of the task line whose item has `id`, if one has.
    func index(ofID id: Int) -> Int? {
        let index = id - firstID
        return index >= 0 && index < starts.count ? index : nil
    }

    /// Task line `index`, without its ending.
    func line(_ index: Int) -> Substring {
        let (start, end, _) = bounds(of: index)
        let utf8 = text.utf8
        // Offsets into a native string's UTF-8 are O(1) to turn into indices.
        let lower = utf8.index(utf8.startIndex, offsetBy: start)
        return text[lower..<utf8.index(lower, offsetBy: end - start)]
    }

    /// Whether task line `index` is the same text as `line`, byte for byte.
    func line(_ index: Int, equals line: String) -> Bool {
        self.line(index).utf8.elementsEqual(line.utf8)
    }

    /// Where task line `index` starts and ends (its ending excluded) in the text, and its ending.
    func bounds(of index: Int) -> (start: Int, end: Int, ending: Ending) {
        withBytes { bounds(of: index, in: $0) }
    }

    /// Task line `index`'s bytes, its ending excluded, in the text's bytes `text`.
    func lineBytes(_ index: Int, in text: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        let (start, end, _) = bounds(of: index, in: text)
        return UnsafeBufferPointer(rebasing: text[start..<end])
    }

    /// ``bounds(of:)`` in the text's bytes, for a pass over many lines that holds them.
    func bounds(of index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (start: Int, end: Int, ending: Ending) {
        let start = Int(starts[index])
        var newline = start
        while newline < bytes.count, bytes[newline] != 10 { newline += 1 }
        if newline == bytes.count { return (start, newline, .none) }
        let crlf = newline > start && bytes[newline - 1] == 13
        return (start, crlf ? newline - 1 : newline, crlf ? .carriageReturnLineFeed : .lineFeed)
    }

    /// The blank lines between task line `index - 1` (the start of the text for the first)
    /// and task line `index`; with `index == count`, those after the last task line.
    func blanks(before index: Int) -> [TodoTxtLine] {
        var blanks: [TodoTxtLine] = []
        forEachBlank(before: index) { text, ending in blanks.append(TodoTxtLine(text: text, ending: ending.text)) }
        return blanks
    }

    /// Calls `body` with each blank line before task line `index` (see ``blanks(before:)``):
    /// its text's bytes and its ending. `previous`, line `index - 1`'s bounds when the caller
    /// has them, saves scanning that line again.
    func forEachBlank(
        before index: Int, previous: (start: Int, end: Int, ending: Ending)? = nil, _ body: (String, Ending) -> Void
    ) {
        let from = index == 0 ? 0 : Self.afterEnding(previous ?? bounds(of: index - 1))
        withBytes { bytes in
            let to = index < starts.count ? Int(starts[index]) : bytes.count
            guard from < to else { return }
            Self.forEachLine(in: bytes, from: from, to: to) { start, end, ending in
                body(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self), ending)
            }
        }
    }

    /// Where the text after a line's ending starts.
    private static func afterEnding(_ bounds: (start: Int, end: Int, ending: Ending)) -> Int {
        bounds.end + bounds.ending.text.utf8.count
    }

    /// Calls `body` with the text's bytes.
    func withBytes<Value, Failure: Error>(_ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Value)
        throws(Failure) -> Value
    {
        // Made contiguous in init: the storage is always there.
        let result: Result<Value, Failure> = text.utf8.withContiguousStorageIfAvailable { bytes in
            do throws(Failure) { return .success(try body(bytes)) } catch { return .failure(error) }
        }!
        return try result.get()
    }

    /// The first newline byte from `from` up to `to`, found by the C library's `memchr`,
    /// which reads many bytes at a time.
    private static func newline(in bytes: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int? {
        guard from < to, let base = bytes.baseAddress, let found = memchr(base + from, 10, to - from) else {
            return nil
        }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }

    /// Calls `body` with each line's start and end (the ending excluded) and ending, between
    /// `from` and `to`. Scans bytes: a newline byte never occurs inside a multi-byte character.
    private static func forEachLine(
        in bytes: UnsafeBufferPointer<UInt8>, from: Int, to: Int, _ body: (Int, Int, Ending) -> Void
    ) {
        var start = from
        while start < to {
            guard let newline = newline(in: bytes, from: start, to: to) else { return body(start, to, .none) }
            let crlf = newline > start && bytes[newline - 1] == 13
            body(start, crlf ? newline - 1 : newline, crlf ? .carriageReturnLineFeed : .lineFeed)
            start = newline + 1
        }
    }

    /// Whether `line` holds a task (see ``TodoTxtLine/holdsTask(_:)``): most lines start with a
    /// visible ASCII byte and are told from it.
    private static func holdsTask(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        if let first = line.first, first > 32, first < 128 { return true }
        return TodoTxtLine.holdsTask(Substring(decoding: line, as: UTF8.self))
    }
}
