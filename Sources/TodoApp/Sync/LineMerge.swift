/// A three-way merge of a todo.txt's lines: the version both sides started from (`base`),
/// this run's (`mine`) and the one on disk now (`theirs`), as `diff3` merges text, with
/// todo.txt's lines in mind.
///
/// Lines keep their endings, so a merge of lines nobody changed gives them back byte for
/// byte. A stretch of lines changed on one side only takes that side's lines; changed alike
/// on both, either. Where both changed the same lines differently it is a ``Conflict``, unless
/// the stretch has the same count of lines on all three sides and each line was changed on
/// one side at most: then each line merges on its own, as tasks do, so a task ticked on a
/// phone beside one ticked here is no conflict. Lines added at the same place on both sides are all kept, theirs first.
public struct LineMerge: Sendable {
    /// Both sides changed the same lines differently: the user chooses.
    public struct Conflict: Equatable, Sendable {
        /// The lines both started from (none where both added).
        public let base: [Substring]
        /// This run's lines there.
        public let mine: [Substring]
        /// The other program's lines there.
        public let theirs: [Substring]
    }

    /// What the user keeps of a conflict.
    public enum Choice: Sendable, Equatable {
        case mine, theirs, both
    }

    /// A part of the result: lines agreed on, or a conflict to choose in.
    enum Part: Sendable {
        case lines([Substring])
        case conflict(Conflict)
    }

    let parts: [Part]
    /// What came in from the other side, for the notice.
    public let incoming: IncomingChanges

    /// The conflicts, in file order.
    public var conflicts: [Conflict] {
        parts.compactMap { if case .conflict(let conflict) = $0 { conflict } else { nil } }
    }

    /// Merges the three texts.
    public init(base: String, mine: String, theirs: String) {
        let base = Self.lines(of: base).map(Line.init)
        let mine = Self.lines(of: mine).map(Line.init)
        let theirs = Self.lines(of: theirs).map(Line.init)
        var parts: [Part] = []
        var incoming = IncomingChanges()
        var merged: [Substring] = []
        func resolve(_ base: ArraySlice<Line>, _ mine: ArraySlice<Line>, _ theirs: ArraySlice<Line>) {
            if base.elementsEqual(mine) || mine.elementsEqual(theirs) {
                incoming.count(from: base, to: theirs)
                merged += theirs.map(\.text)
            } else if base.elementsEqual(theirs) {
                merged += mine.map(\.text)
            } else if base.isEmpty {
                incoming.count(from: base, to: theirs)
                merged += theirs.map(\.text)
                merged += mine.map(\.text)
            } else if base.count == mine.count, base.count == theirs.count, base.count > 1,
                zip(base, zip(mine, theirs)).allSatisfy({ $0 == $1.0 || $0 == $1.1 || $1.0 == $1.1 })
            {
                for offset in 0..<base.count {
                    let index = (base.startIndex + offset, mine.startIndex + offset, theirs.startIndex + offset)
                    resolve(base[index.0...index.0], mine[index.1...index.1], theirs[index.2...index.2])
                }
            } else {
                if !merged.isEmpty { parts.append(.lines(merged)) }
                merged = []
                parts.append(
                    .conflict(Conflict(base: base.map(\.text), mine: mine.map(\.text), theirs: theirs.map(\.text))))
            }
        }
        Self.forEachStretch(base: base, mine: mine, theirs: theirs) { base, mine, theirs in
            resolve(base, mine, theirs)
        }
        if !merged.isEmpty { parts.append(.lines(merged)) }
        self.parts = parts
        self.incoming = incoming
    }

    /// The merged text, each conflict resolved by the choice for it (in order); a conflict
    /// without a choice keeps theirs, what the disk holds.
    public func text(choosing choices: [Choice] = []) -> String {
        var text = ""
        var conflictIndex = 0
        for part in parts {
            switch part {
            case .lines(let lines):
                for line in lines { text += line }
            case .conflict(let conflict):
                let choice = conflictIndex < choices.count ? choices[conflictIndex] : .theirs
                conflictIndex += 1
                let lines =
                    switch choice {
                    case .mine: conflict.mine
                    case .theirs: conflict.theirs
                    case .both: conflict.theirs + conflict.mine
                    }
                for line in lines { text += Self.endingLine(line, beforeMore: true) }
            }
        }
        return text
    }

    /// `line` with a line ending when more may follow it: a last line without one that a
    /// choice puts before others gets `\n`.
    private static func endingLine(_ line: Substring, beforeMore: Bool) -> Substring {
        line.utf8.last == UInt8(ascii: "\n") || !beforeMore ? line : line + "\n"
    }

    /// A line with its ending, equal to another only byte for byte (two spellings of `é`
    /// are two lines), as the file holds it.
    struct Line: Equatable, Sendable {
        let text: Substring

        static func == (lhs: Line, rhs: Line) -> Bool { lhs.text.utf8.elementsEqual(rhs.text.utf8) }
    }

    /// `text`'s lines, each with its ending (`\n` or `\r\n`); the last may have none.
    static func lines(of text: String) -> [Substring] {
        var lines: [Substring] = []
        var start = text.startIndex
        let utf8 = text.utf8
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let next = utf8.index(after: index)
            if utf8[index] == UInt8(ascii: "\n") {
                lines.append(text[start..<next])
                start = next
            }
            index = next
        }
        if start < text.endIndex { lines.append(text[start...]) }
        return lines
    }

    /// A side's change: base lines `start..<end` replaced by `lines` (an insertion where the
    /// range is empty).
    private struct Hunk {
        let start: Int
        let end: Int
        let lines: ArraySlice<Line>
    }

    /// Calls `body` with each stretch of the three sides in order: a base line nobody
    /// changed, or a stretch that one side's change or both sides' changes touch. Changes
    /// touch when their base lines overlap, or when both insert at the same place; a change
    /// right beside another (a task ticked here below one edited there, a task added after one
    /// ticked) is a stretch of its own.
    private static func forEachStretch(
        base: [Line], mine: [Line], theirs: [Line],
        _ body: (ArraySlice<Line>, ArraySlice<Line>, ArraySlice<Line>) -> Void
    ) {
        let mineHunks = hunks(from: base, to: mine)
        let theirsHunks = hunks(from: base, to: theirs)
        let all = (mineHunks + theirsHunks).sorted { ($0.start, $0.end) < ($1.start, $1.end) }
        var position = 0
        var next = 0
        while next < all.count {
            // The hunks that touch the first one, directly or through each other.
            var (start, end) = (all[next].start, all[next].end)
            next += 1
            while next < all.count {
                let hunk = all[next]
                let overlaps = hunk.start < end && start < hunk.end
                let samePlace = hunk.start == hunk.end && start == end && hunk.start == start
                guard overlaps || samePlace else { break }
                end = max(end, hunk.end)
                next += 1
            }
            for line in position..<start { body(base[line...line], base[line...line], base[line...line]) }
            body(
                base[start..<end], apply(mineHunks, to: base, in: start..<end),
                apply(theirsHunks, to: base, in: start..<end))
            position = end
        }
        for line in position..<base.count { body(base[line...line], base[line...line], base[line...line]) }
    }

    /// A side's changes as hunks, in base order.
    private static func hunks(from base: [Line], to side: [Line]) -> [Hunk] {
        let toSide = matches(from: base, to: side)
        var hunks: [Hunk] = []
        var (b, s) = (0, 0)
        while b < base.count || s < side.count {
            if b < base.count, toSide[b] == s {
                (b, s) = (b + 1, s + 1)
                continue
            }
            let start = b
            while b < base.count, toSide[b] == nil { b += 1 }
            let sideEnd = b < base.count ? toSide[b]! : side.count
            hunks.append(Hunk(start: start, end: b, lines: side[s..<sideEnd]))
            s = sideEnd
        }
        return hunks
    }

    /// The side's version of base lines `range`: its hunks within them applied.
    private static func apply(_ hunks: [Hunk], to base: [Line], in range: Range<Int>) -> ArraySlice<Line> {
        var result: [Line] = []
        var position = range.lowerBound
        for hunk in hunks where hunk.start >= range.lowerBound && hunk.end <= range.upperBound {
            // An insertion at either end of lines changed is a stretch of its own.
            if hunk.start == hunk.end, !range.isEmpty, hunk.start == range.lowerBound || hunk.start == range.upperBound
            {
                continue
            }
            result += base[position..<hunk.start]
            result += hunk.lines
            position = hunk.end
        }
        result += base[position..<range.upperBound]
        return result[...]
    }
}

extension Substring {
    /// The line without its `\n` or `\r\n` (bytes: `\r\n` is one character).
    var trimmingLineEnding: Substring {
        var end = utf8.endIndex
        if end > utf8.startIndex, utf8[utf8.index(before: end)] == UInt8(ascii: "\n") { end = utf8.index(before: end) }
        if end > utf8.startIndex, utf8[utf8.index(before: end)] == UInt8(ascii: "\r") { end = utf8.index(before: end) }
        return self[..<end]
    }
}
