import Foundation
import TestSupport
import Testing

@testable import TodoApp

/// The three-way merge of todo.txt lines, on hand-picked cases and on two replicas that apply
/// seeded random edits to one file: every change made on one side only is in the result,
/// every task both sides changed differently reaches a conflict, and nothing else appears.
/// `TODO_MERGE_SEQUENCES=N` runs N interleavings instead of the few `make test` runs.
@Suite struct LineMergeTests {
    static let sequences = Int(ProcessInfo.processInfo.environment["TODO_MERGE_SEQUENCES"] ?? "") ?? 300

    @Test func changesOnOneSideApplyOnTheirOwn() {
        let base = "a\nb\nc\n"
        let merge = LineMerge(base: base, mine: "x a\nb\nc\n", theirs: "a\nb\nc\nd\n")
        #expect(merge.conflicts.isEmpty)
        #expect(merge.text() == "x a\nb\nc\nd\n")
        #expect(merge.incoming == IncomingChanges(added: 1))
    }

    @Test func neighbouringTasksTickedOnEachSideAreNoConflict() {
        let merge = LineMerge(base: "a\nb\nc\n", mine: "x a\nb\nc\n", theirs: "a\nx b\nc\n")
        #expect(merge.conflicts.isEmpty)
        #expect(merge.text() == "x a\nx b\nc\n")
        #expect(merge.incoming.summary == "1 done")
    }

    @Test func aTaskAddedRightAfterOneTickedIsNoConflict() {
        let merge = LineMerge(base: "a\nb\n", mine: "a\nx b\n", theirs: "a\nb\nc\n")
        #expect(merge.conflicts.isEmpty)
        #expect(merge.text() == "a\nx b\nc\n")
        let before = LineMerge(base: "a\nb\n", mine: "x a\nb\n", theirs: "new\na\nb\n")
        #expect(before.text() == "new\nx a\nb\n")
    }

    @Test func tasksAddedAtTheSamePlaceOnBothSidesAreAllKept() {
        let merge = LineMerge(base: "a\n", mine: "a\nmine\n", theirs: "a\ntheirs\n")
        #expect(merge.conflicts.isEmpty)
        #expect(merge.text() == "a\ntheirs\nmine\n")
    }

    @Test func theSameTaskChangedDifferentlyIsAConflictForEachChoice() {
        let merge = LineMerge(base: "a\nb\n", mine: "x a\nb\n", theirs: "a edited\nb\n")
        #expect(merge.conflicts == [LineMerge.Conflict(base: ["a\n"], mine: ["x a\n"], theirs: ["a edited\n"])])
        #expect(merge.text(choosing: [.mine]) == "x a\nb\n")
        #expect(merge.text(choosing: [.theirs]) == "a edited\nb\n")
        #expect(merge.text(choosing: [.both]) == "a edited\nx a\nb\n")
    }

    @Test func removedOnOneSideAndEditedOnTheOtherIsAConflict() {
        let merge = LineMerge(base: "a\nb\n", mine: "b\n", theirs: "x a\nb\n")
        #expect(merge.conflicts.count == 1)
        #expect(merge.text(choosing: [.mine]) == "b\n")
    }

    @Test func bytesAreKeptExactly() {
        // CRLF endings, a missing last newline, two spellings of é: lines differ by bytes.
        let base = "e\u{301}\r\nb\nlast"
        let merge = LineMerge(base: base, mine: base, theirs: "\u{E9}\r\nb\nlast")
        #expect(merge.conflicts.isEmpty)
        #expect(merge.text().utf8.elementsEqual("\u{E9}\r\nb\nlast".utf8))
        #expect(merge.incoming.edited == 1)
        let lastKept = LineMerge(base: "a\nz", mine: "a\nz", theirs: "a\nz\nnew")
        #expect(lastKept.text() == "a\nz\nnew")
    }

    /// Two replicas of one file, each with seeded random edits (add, remove, tick, edit).
    @Test func randomInterleavingsKeepEveryChangeThatDoesNotConflict() {
        for seed in 0..<UInt64(Self.sequences) {
            var random = SeededRandom(seed: seed)
            let base = (0..<Int.random(in: 0...12, using: &random)).map { "task \($0)" }
            var sides: [[Edit]] = [[], []]
            var texts: [[String]] = [base, base]
            for side in 0..<2 {
                for step in 0..<Int.random(in: 0...5, using: &random) {
                    Edit.random(on: &texts[side], side: side, step: step, using: &random).map { sides[side].append($0) }
                }
            }
            let merge = LineMerge(
                base: Self.text(base), mine: Self.text(texts[0]), theirs: Self.text(texts[1]))
            let conflictBase = Set(merge.conflicts.flatMap(\.base).map { String($0.trimmingLineEnding) })
            let conflictLines = Set(
                merge.conflicts.flatMap { $0.mine + $0.theirs }.map { String($0.trimmingLineEnding) })
            let context = "seed \(seed): base \(base), mine \(texts[0]), theirs \(texts[1])"
            for choice in [LineMerge.Choice.mine, .theirs, .both] {
                let result = LineMerge.lines(
                    of: merge.text(choosing: Array(repeating: choice, count: merge.conflicts.count))
                )
                .map { String($0.trimmingLineEnding) }
                let allowed = Set(base + texts[0] + texts[1])
                #expect(result.allSatisfy(allowed.contains), "\(context): a line from nowhere in \(result)")
                for task in base {
                    let versions = (Self.version(of: task, in: texts[0]), Self.version(of: task, in: texts[1]))
                    let mineChanged = versions.0 != task
                    let theirsChanged = versions.1 != task
                    if mineChanged && theirsChanged && versions.0 != versions.1 {
                        #expect(conflictBase.contains(task), "\(context): \(task) changed on both sides, no conflict")
                        continue
                    }
                    if conflictBase.contains(task) { continue }
                    let expected = mineChanged ? versions.0 : versions.1
                    if let expected {
                        #expect(result.contains(expected), "\(context): \(expected) lost (\(choice))")
                    } else {
                        #expect(!result.contains { Self.id(of: $0) == task }, "\(context): \(task) removed but kept")
                    }
                }
                // Tasks added on one side are kept, unless they stand in a conflict.
                for line in (texts[0] + texts[1]) where line.hasPrefix("new") && !conflictLines.contains(line) {
                    #expect(result.contains(line), "\(context): added \(line) lost (\(choice))")
                }
            }
        }
    }

    /// One side's random edit of a replica's lines.
    enum Edit {
        case add, remove, tick, edit

        static func random(on lines: inout [String], side: Int, step: Int, using random: inout SeededRandom) -> Edit? {
            let edit = [Edit.add, .remove, .tick, .edit].randomElement(using: &random)!
            if edit != .add && lines.isEmpty { return nil }
            let index = Int.random(in: 0..<max(1, lines.count), using: &random)
            switch edit {
            case .add: lines.insert("new \(side).\(step)", at: Int.random(in: 0...lines.count, using: &random))
            case .remove: lines.remove(at: index)
            case .tick:
                lines[index] = lines[index].hasPrefix("x ") ? String(lines[index].dropFirst(2)) : "x " + lines[index]
            case .edit: lines[index] += side == 0 ? " mine" : " theirs"
            }
            return edit
        }
    }

    static func text(_ lines: [String]) -> String {
        lines.map { $0 + "\n" }.joined()
    }

    /// The base task a line is a version of: `task 3` in `x task 3 mine`.
    static func id(of line: String) -> String? {
        guard let range = line.range(of: #"task \d+"#, options: .regularExpression) else { return nil }
        return String(line[range])
    }

    /// The version of base task `task` on a side, nil when the side removed it.
    static func version(of task: String, in lines: [String]) -> String? {
        lines.first { id(of: $0) == task }
    }
}
