import Foundation
import TestSupport
import Testing
import TodoApp

/// Seeded random edits of random files (odd endings, blank lines of spaces, a last line
/// without its ending, some files over the 64 KB a save writes at once), made through the
/// list as the keys make them, the file's document following. After each edit the document's
/// bytes read back as the list's lines and hold every blank line of the file; a twin document
/// that took the general path from the start (a task taken out and put back) writes the same
/// bytes; undoing every edit gives the file back byte for byte.
/// `TODO_DOCUMENT_FILES=N` runs N files instead of the few `make test` runs.
@Suite struct DocumentOracleTests {
    static let files = Int(ProcessInfo.processInfo.environment["TODO_DOCUMENT_FILES"] ?? "") ?? 24

    @Test func editsThroughTheListKeepTheFileTrue() {
        for seed in 0..<UInt64(Self.files) {
            var random = SeededRandom(seed: seed)
            let large = seed % 8 == 7
            let original = TodoTxtSamples.file(using: &random, maxLines: large ? 4000 : 30, oddEndings: true)
            var (document, items) = TodoDocument.parse(original)
            var twin = Self.twin(of: original)
            let list = TodoList(items: items)
            list.recordsLineChanges = true
            var undos: [() -> Void] = []
            for step in 0..<40 {
                Self.edit(list, using: &random, undos: &undos)
                for change in list.takeLineChanges() {
                    document.apply(change)
                    twin.apply(change)
                }
                let rendered = document.render()
                let context = "seed \(seed), step \(step)"
                #expect(
                    TodoDocument.parse(rendered).items.map(\.task.line) == list.items.map(\.task.line), "\(context)")
                #expect(Self.blankLines(rendered) == Self.blankLines(original), "\(context)")
                #expect(Array(twin.render().utf8) == Array(rendered.utf8), "\(context)")
            }
            while let undo = undos.popLast() { undo() }
            for change in list.takeLineChanges() { document.apply(change) }
            #expect(Array(document.render().utf8) == Array(original.utf8), "seed \(seed), all undone")
        }
    }

    /// The document of `text` after its last task was taken out and put back: the same
    /// lines, kept in the form edits that add or remove tasks give it.
    static func twin(of text: String) -> TodoDocument {
        var (document, items) = TodoDocument.parse(text)
        guard let last = items.last else { return document }
        document.apply(.remove(at: items.count - 1))
        document.apply(.insert(id: last.id, line: last.task.line, at: items.count - 1))
        return document
    }

    /// One edit of a random kind on a random item, as the app's keys make it, and how to
    /// take it back.
    static func edit(_ list: TodoList, using random: inout SeededRandom, undos: inout [() -> Void]) {
        guard !list.items.isEmpty else {
            let item = list.insertItem(title: TodoTxtSamples.line(using: &random))
            return undos.append { list.remove(item) }
        }
        let index = Int.random(in: 0..<list.items.count, using: &random)
        let item = list.items[index]
        let old = item.task
        switch Int.random(in: 0..<6, using: &random) {
        case 0: list.setDone(item, !old.isDone, on: "2026-11-23")
        case 1: list.setPriority(item, Priority("ABZ".randomElement(using: &random)!))
        case 2:
            var task = old
            task.description = TodoTxtSamples.line(using: &random)
            list.apply(task, to: item)
        case 3:
            list.remove(item)
            return undos.append { list.insert(item, at: index) }
        case 4:
            list.selection = index
            let added = list.insertItem(title: TodoTxtSamples.line(using: &random))
            return undos.append { list.remove(added) }
        default:
            // Its own line again: a change that changes nothing.
            list.apply(old, to: item)
        }
        undos.append { list.apply(old, to: item) }
    }

    /// The blank lines of `text` (empty or white space only), in order. Split on bytes:
    /// `\r\n` is one `Character`.
    static func blankLines(_ text: String) -> [String] {
        if text.isEmpty { return [] }
        var lines = text.utf8.split(separator: 10, omittingEmptySubsequences: false).map { line in
            String(decoding: line.last == 13 ? line.dropLast() : line, as: UTF8.self)
        }
        if text.utf8.last == 10 { lines.removeLast() }
        return lines.filter { $0.allSatisfy(\.isWhitespace) }
    }
}
