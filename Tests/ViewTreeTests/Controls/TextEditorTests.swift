import Foundation
import TestSupport
import Testing
import TrackingCore

@testable import ViewTree

/// `TextEditor`: multi-line editing with wrapping, scrolling, wide characters and the line
/// editor's keys, checked on screen and against a line-by-line model written apart from it.
@Suite @MainActor struct TextEditorTests {
    @Trackable final class Note {
        var body = ""
    }

    struct NoteView: View {
        @Bindable var note: Note
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("Note")
                TextEditor(text: $note.body)
            }
        }
    }

    private func host(_ note: Note, width: Int, height: Int) -> ViewHost {
        let host = ViewHost(NoteView(note: note), width: width, height: height)
        host.renderFrame()
        host.send(.tab)
        host.renderFrame()
        return host
    }

    private struct Spot: Equatable {
        let x: Int
        let y: Int
    }

    /// Where the reversed cells are (a wide character's first cell): the cursor.
    private func cursorCells(_ host: ViewHost) -> [Spot] {
        var cells: [Spot] = []
        for y in 0..<host.buffer.height {
            for x in 0..<host.buffer.width where host.buffer[x, y].style.reverse && !host.buffer[x, y].isContinuation {
                cells.append(Spot(x: x, y: y))
            }
        }
        return cells
    }

    /// A row breaks before the word that does not fit, after the space before it.
    @Test func returnStartsALineAndLongLinesWrapAtASpace() {
        let note = Note()
        let host = host(note, width: 13, height: 6)
        // A paste: the keys come in one batch before a frame.
        for key in "buy milk and bread".map(Key.character) + [.enter] + "漢字👍 ok".map(Key.character) { host.send(key) }
        host.renderFrame()
        #expect(note.body == "buy milk and bread\n漢字👍 ok")
        #expect(host.buffer.lines == ["Note", "buy milk and", "bread", "漢字👍 ok", "", ""])
        #expect(cursorCells(host) == [Spot(x: 9, y: 3)], "after ok: wide characters take two cells")
    }

    @Test func upAndDownKeepTheirColumnAndTheCtrlKeysJoinLines() {
        let note = Note()
        note.body = "a long first line\nab\nanother long one"
        let host = host(note, width: 40, height: 5)
        for key: Key in [.up, .up, .end, .left, .left] { host.send(key) }
        host.renderFrame()
        #expect(cursorCells(host) == [Spot(x: 15, y: 1)])
        host.send(.down)
        host.renderFrame()
        #expect(cursorCells(host) == [Spot(x: 2, y: 2)], "the short line's end")
        host.send(.down)
        host.renderFrame()
        #expect(cursorCells(host) == [Spot(x: 15, y: 3)], "back to the column it kept")
        host.send(.home)
        host.send(.backspace)
        #expect(note.body == "a long first line\nabanother long one")
        host.send(.control("u"))
        host.send(.up)
        host.send(.end)
        host.send(.control("k"))
        #expect(note.body == "a long first lineanother long one", "Ctrl-K at a line's end joins the next")
    }

    @Test func itScrollsToKeepTheCursorInViewAndAClickPlacesIt() {
        let note = Note()
        note.body = (1...10).map { "line \($0)" }.joined(separator: "\n")
        let host = host(note, width: 20, height: 4)
        #expect(host.buffer.lines == ["Note", "line 8", "line 9", "line 10"], "the cursor starts at the end")
        host.send(.pageUp)
        host.send(.pageUp)
        host.renderFrame()
        #expect(host.buffer.lines == ["Note", "line 6", "line 7", "line 8"], "a page is the height less a row")
        host.send(.mouse(MouseEvent(.click, x: 2, y: 2)))
        host.send(.character("X"))
        #expect(note.body.contains("liXne 7"))
        host.send(.control("n"))
        host.send(.control("n"))
        host.renderFrame()
        #expect(host.buffer.lines == ["Note", "liXne 7", "line 8", "line 9"], "down past the foot scrolls one row")
    }

    @Test func aCombiningMarkJoinsTheCharacterBeforeIt() {
        let note = Note()
        let host = host(note, width: 10, height: 3)
        for key in "cafe\u{301}!".map(Key.character) { host.send(key) }
        host.send(.left)
        host.send(.backspace)
        #expect(note.body == "caf!", "é is one character: one Backspace takes it")
    }

    /// Random texts and keys at random sizes: the text each key leaves is what a model that
    /// edits lines gives, and the screen shows one cursor cell, on the model's character. After
    /// a key that moves through rows (which the model does not lay out) the model takes the
    /// editor's cursor, found by typing a mark there and taking it back.
    @Test func randomKeysEditAsALineModelDoes() {
        let count = Int(ProcessInfo.processInfo.environment["VIEWTREE_TEXT_EDITOR_SEQUENCES"] ?? "") ?? 100
        let characters: [Character] = ["a", "b", " ", " ", "漢", "é", "👍", "x", "y"]
        let keys: [Key] = [
            .enter, .backspace, .delete, .left, .right, .up, .down, .home, .end, .pageUp, .pageDown,
            .control("k"), .control("u"), .control("a"), .control("e"), .control("b"), .control("f"),
        ]
        let rowKeys: [Key] = [.up, .down, .pageUp, .pageDown]
        for seed in 0..<UInt64(count) {
            var random = SeededRandom(seed: seed)
            let (width, height) = (Int.random(in: 2...12, using: &random), Int.random(in: 2...6, using: &random))
            let note = Note()
            let length = Int.random(in: 0...30, using: &random)
            note.body = String((0..<length).map { _ in (characters + ["\n"]).randomElement(using: &random)! })
            let host = host(note, width: width, height: height)
            var model = LineModel(note.body, offset: note.body.count)
            for step in 0..<40 {
                let key =
                    Bool.random(using: &random)
                    ? Key.character(characters.randomElement(using: &random)!) : keys.randomElement(using: &random)!
                host.send(key)
                if rowKeys.contains(key) {
                    host.send(.character("§"))
                    let offset = note.body.distance(from: note.body.startIndex, to: note.body.firstIndex(of: "§")!)
                    host.send(.backspace)
                    model = LineModel(note.body, offset: offset)
                } else {
                    model.apply(key)
                }
                host.renderFrame()
                let context = "seed \(seed), \(width)x\(height), step \(step), \(key)"
                #expect(note.body == model.text, "\(context): \(note.body.debugDescription)")
                let cursor = cursorCells(host)
                #expect(cursor.count == 1, "\(context): one cursor cell, not \(cursor)")
                if let spot = cursor.first {
                    #expect(host.buffer[spot.x, spot.y].character == model.characterAtCursor, "\(context)")
                }
                if note.body != model.text || cursor.count != 1 { break }
            }
        }
    }

    /// The text as lines of characters with a cursor (line, column): each key's edit written
    /// on lines, not on the editor's flat offsets.
    private struct LineModel {
        var lines: [[Character]]
        var line = 0
        var column = 0

        init(_ text: String, offset: Int) {
            lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
            var rest = offset
            while rest > lines[line].count {
                rest -= lines[line].count + 1
                line += 1
            }
            column = rest
        }

        var text: String { lines.map { String($0) }.joined(separator: "\n") }
        var characterAtCursor: Character { column < lines[line].count ? lines[line][column] : " " }

        mutating func apply(_ key: Key) {
            let isLast = line == lines.count - 1
            switch key {
            case .character(let character):
                lines[line].insert(character, at: column)
                column += 1
            case .enter:
                lines.insert(Array(lines[line][column...]), at: line + 1)
                lines[line].removeSubrange(column...)
                (line, column) = (line + 1, 0)
            case .backspace where column > 0:
                lines[line].remove(at: column - 1)
                column -= 1
            case .backspace where line > 0:
                column = lines[line - 1].count
                lines[line - 1] += lines.remove(at: line)
                line -= 1
            case .delete where column < lines[line].count: lines[line].remove(at: column)
            case .delete where !isLast, .control("k") where column == lines[line].count && !isLast:
                lines[line] += lines.remove(at: line + 1)
            case .control("k"): lines[line].removeSubrange(column...)
            case .control("u"):
                lines[line].removeSubrange(..<column)
                column = 0
            case .left where column > 0, .control("b") where column > 0: column -= 1
            case .left where line > 0, .control("b") where line > 0: (line, column) = (line - 1, lines[line - 1].count)
            case .right where column < lines[line].count, .control("f") where column < lines[line].count: column += 1
            case .right where !isLast, .control("f") where !isLast: (line, column) = (line + 1, 0)
            case .home, .control("a"): column = 0
            case .end, .control("e"): column = lines[line].count
            default: break
            }
        }
    }
}
