import ViewTree

/// A todo.txt file's lines as a save writes them: each task's line with its own line ending,
/// the blank lines before it, the blank lines after the last task, and the ending new lines get.
///
/// The list's items hold what a task means; this holds what its line looks like. It follows the
/// list through ``LineChange``s, so a save never reads the items and can run on another thread,
/// and a line nobody changed is written back byte for byte because it is the line read. Lines
/// are kept as places in the text last read or written, not as strings of their own: a
/// million-line file costs its text once and 32 bytes per line here.
public struct TodoDocument: Sendable {
    /// A task's line and what stands around it in the file.
    private struct TaskLine: Sendable {
        let id: Int
        /// Where the line is in `text`, in UTF-8 bytes, unless `changed` has it by id.
        var start: Int
        var blanksBefore: [TodoTxtLine]
        var count: UInt32
        var ending: Ending
    }

    private enum Ending: UInt8, Sendable {
        case lineFeed, carriageReturnLineFeed, none, documents

        init(_ text: String) {
            self = text == "\n" ? .lineFeed : text == "\r\n" ? .carriageReturnLineFeed : .none
        }

        func text(_ document: String) -> String {
            switch self {
            case .lineFeed: "\n"
            case .carriageReturnLineFeed: "\r\n"
            case .none: ""
            case .documents: document
            }
        }
    }

    /// The ending new lines get: the file's first one, `\n` for a new file.
    public private(set) var ending = "\n"
    /// The text the unchanged lines are found in: the file as read, or as last rendered.
    private var text = ""
    private var tasks: [TaskLine] = []
    /// The text of the lines changed since the last render, by item id: few, so kept apart
    /// rather than as a field of every line.
    private var changed: [Int: String] = [:]
    private var trailing: [TodoTxtLine] = []
    /// Tasks removed, by id, so putting one back (an undo) restores its ending and blanks.
    private var removed: [Int: TaskLine] = [:]

    /// An empty document: no lines.
    public init() {}

    /// Reads `contents`: the items of its tasks, numbered from `firstID` and sending
    /// `publisher` before they change, and the document that writes them back. Blank lines
    /// attach to the task after them.
    public static func parse(
        _ contents: String, firstID: Int = 1, publisher: ObservableObjectPublisher = ObservableObjectPublisher()
    ) -> (document: TodoDocument, items: [TodoItem]) {
        var document = TodoDocument()
        document.text = contents
        var items: [TodoItem] = []
        var blanks: [TodoTxtLine] = []
        let utf8 = contents.utf8
        forEachLine(in: contents) { start, end, ending in
            // Only a last line lacks an ending: the first line's, if any, is the file's.
            if start == 0, !ending.isEmpty { document.ending = ending }
            // Offsets into a native string's UTF-8 are O(1) to turn into indices.
            let line = contents[
                utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)]
            guard TodoTxtLine.holdsTask(line) else {
                return blanks.append(TodoTxtLine(text: String(line), ending: ending))
            }
            let id = firstID + items.count
            items.append(TodoItem(id: id, task: TodoTxtTask(parsing: line), publisher: publisher))
            document.append(id: id, line: line, start: start, ending: Ending(ending), blanks: blanks)
            blanks = []
        }
        document.trailing = blanks
        return (document, items)
    }

    /// How many task lines the document holds.
    public var taskCount: Int { tasks.count }

    /// The text of the task line of item `id`, if the document holds it.
    public func line(of id: Int) -> String? {
        tasks.last { $0.id == id }.map { String(lineText(of: $0)) }
    }

    /// Adds a task line read at `start` in `text`; a line too long for a place (4 GB) is
    /// kept as changed text instead.
    private mutating func append(id: Int, line: Substring, start: Int, ending: Ending, blanks: [TodoTxtLine]) {
        let count = UInt32(exactly: line.utf8.count)
        if count == nil { changed[id] = String(line) }
        tasks.append(TaskLine(id: id, start: start, blanksBefore: blanks, count: count ?? 0, ending: ending))
    }

    /// Applies one change the list made, in the order it made them.
    public mutating func apply(_ change: LineChange) {
        switch change {
        case .replace(let id, let line):
            changed[id] = line
        case .insert(let id, let line, let position):
            let index = min(max(0, position), tasks.count)
            let task =
                removed.removeValue(forKey: id)
                ?? TaskLine(id: id, start: 0, blanksBefore: [], count: 0, ending: .documents)
            changed[id] = line
            // The blank lines it handed on when removed come back with it.
            let count = task.blanksBefore.count
            updateBlanks(before: index) { $0.removeFirst(min(count, $0.count)) }
            tasks.insert(task, at: index)
        case .remove(let position):
            guard tasks.indices.contains(position) else { return }
            let task = tasks.remove(at: position)
            // Put back, it comes with its line (the insert carries it): only its ending and
            // blank lines are kept.
            changed[task.id] = nil
            removed[task.id] = task
            // Only the task's own line leaves: its blank lines stay, before the next task
            // (todo.txt users address tasks by line number).
            updateBlanks(before: position) { $0.insert(contentsOf: task.blanksBefore, at: 0) }
        }
    }

    /// The file's contents: every line but a last one without an ending closed with its own
    /// ending, or the document's for new lines. The document then finds its lines in this
    /// text, so changed lines stop costing strings of their own.
    public mutating func render() -> String {
        var rebasedTooLong: [Int: String] = [:]
        var output = ""
        output.reserveCapacity(text.utf8.count + 64)
        // A line's ending is written when the next line comes: only the last may lack one.
        var owed: String?
        func startLine() {
            if let owed { output += owed.isEmpty ? ending : owed }
        }
        for index in tasks.indices {
            for blank in tasks[index].blanksBefore {
                startLine()
                output += blank.text
                owed = blank.ending
            }
            startLine()
            let start = output.utf8.count
            output += lineText(of: tasks[index])
            if let count = UInt32(exactly: output.utf8.count - start) {
                tasks[index].start = start
                tasks[index].count = count
            } else {
                rebasedTooLong[tasks[index].id] = String(lineText(of: tasks[index]))
            }
            owed = tasks[index].ending.text(ending)
        }
        for blank in trailing {
            startLine()
            output += blank.text
            owed = blank.ending
        }
        output += owed ?? ""
        text = output
        changed = rebasedTooLong
        return output
    }

    /// The text of a task's line.
    private func lineText(of task: TaskLine) -> Substring {
        if !changed.isEmpty, let line = changed[task.id] { return line[...] }
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: task.start)
        return text[start..<utf8.index(start, offsetBy: Int(task.count))]
    }

    /// Changes the blank lines before the task at `position`, or after the last task when
    /// `position` is past the end.
    private mutating func updateBlanks(before position: Int, _ change: (inout [TodoTxtLine]) -> Void) {
        if position < tasks.count {
            change(&tasks[position].blanksBefore)
        } else {
            change(&trailing)
        }
    }

    /// Calls `body` with each line's start and end (UTF-8 offsets, the ending excluded) and
    /// ending. Scans bytes: a newline byte never occurs inside a multi-byte character.
    private static func forEachLine(in contents: String, _ body: (Int, Int, String) -> Void) {
        contents.utf8.withContiguousStorageIfAvailable { bytes in
            var start = 0
            while start < bytes.count {
                let newline = UnsafeBufferPointer(rebasing: bytes[start...]).firstIndex(of: 10).map { start + $0 }
                let crlf = newline.map { $0 > start && bytes[$0 - 1] == 13 } ?? false
                let end = (newline ?? bytes.count) - (crlf ? 1 : 0)
                body(start, end, newline == nil ? "" : crlf ? "\r\n" : "\n")
                start = (newline ?? bytes.count) + 1
            }
        }
    }
}

/// A change of a list's task lines, as ``TodoList`` records them for its file's
/// ``TodoDocument``: positions are those of the list's items when the change was made.
public enum LineChange: Equatable, Sendable {
    /// Item `id`'s task now reads `line`.
    case replace(id: Int, line: String)
    /// Item `id` with this line stands at `position` now (new, or put back).
    case insert(id: Int, line: String, at: Int)
    /// The item at `position` left the list.
    case remove(at: Int)
}
