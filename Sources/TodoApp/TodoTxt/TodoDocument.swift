import ViewTree

/// A todo.txt file's lines as a save writes them: each task's line with its own line ending,
/// the blank lines before it, the blank lines after the last task, and the ending new lines get.
///
/// The list's items hold what a task means; this holds what its line looks like. It follows the
/// list through ``LineChange``s, so a save never reads the items and can run on another thread,
/// and a line nobody changed is written back byte for byte from the text read (``TodoLines``,
/// which the list shares). Only what changed is kept apart: changed lines by id, blank lines
/// where they moved, and the order once a task was added or removed.
public struct TodoDocument: Sendable {
    /// The text read: the lines nobody changed are written from it.
    private var lines: TodoLines
    /// The ids of the task lines in order; nil while they are the lines read, in order.
    private var order: [Int]?
    /// The text of the task lines that differ from the text read, or are new, by item id.
    private var changed: [Int: String] = [:]
    /// The blank lines before a task, by id, where they differ from the text read.
    private var blanks: [Int: [TodoTxtLine]] = [:]
    /// The blank lines after the last task, once they differ from the text read.
    private var trailing: [TodoTxtLine]?
    /// The blank lines of removed tasks, by id, so putting one back (an undo) takes them back.
    private var removed: [Int: [TodoTxtLine]] = [:]

    /// The ending new lines get: the file's first one, `\n` for a new file.
    public var ending: String { lines.ending }

    /// The document of `lines` as read; of no lines when not given.
    init(lines: TodoLines = TodoLines("", firstID: 1)) { self.lines = lines }

    /// Reads `contents`: the items of its tasks, numbered from `firstID`, made when first read
    /// and sending `publisher` before they change, and the document that writes them back.
    /// Blank lines attach to the task after them.
    public static func parse(
        _ contents: String, firstID: Int = 1, publisher: ObservableObjectPublisher = ObservableObjectPublisher()
    ) -> (document: TodoDocument, items: TodoItems) {
        let lines = TodoLines(contents, firstID: firstID)
        return (TodoDocument(lines: lines), TodoItems(lines: lines, publisher: publisher))
    }

    /// How many task lines the document holds.
    public var taskCount: Int { order?.count ?? lines.count }

    /// The text of the task line of item `id`, if the document holds it.
    public func line(of id: Int) -> String? {
        guard (0..<taskCount).contains(where: { self.id(at: $0) == id }) else { return nil }
        return String(text(of: id))
    }

    /// Applies one change the list made, in the order it made them.
    public mutating func apply(_ change: LineChange) {
        switch change {
        case .replace(let id, let line):
            setText(line, of: id)
        case .insert(let id, let line, let position):
            let index = min(max(0, position), taskCount)
            setText(line, of: id)
            // The blank lines it handed on when removed come back with it.
            if let handedOn = removed.removeValue(forKey: id) {
                updateBlanks(before: index) { $0.removeFirst(min(handedOn.count, $0.count)) }
                blanks[id] = handedOn
            }
            writeOrder()
            order!.insert(id, at: index)
        case .remove(let position):
            guard (0..<taskCount).contains(position) else { return }
            writeOrder()
            let id = order!.remove(at: position)
            let handedOn = blanks(of: id)
            // Put back, it comes with its line (the insert carries it): only its blank lines
            // are kept.
            changed[id] = nil
            blanks[id] = nil
            removed[id] = handedOn
            // Only the task's own line leaves: its blank lines stay, before the next task
            // (todo.txt users address tasks by line number).
            updateBlanks(before: position) { $0.insert(contentsOf: handedOn, at: 0) }
        }
    }

    /// The id of the task line at `position`.
    private func id(at position: Int) -> Int {
        order?[position] ?? lines.firstID + position
    }

    /// The text of item `id`'s line.
    private func text(of id: Int) -> Substring {
        if !changed.isEmpty, let line = changed[id] { return line[...] }
        return lines.line(lines.index(ofID: id)!)
    }

    /// Makes `line` item `id`'s text; a line read that is its own text again costs nothing.
    private mutating func setText(_ line: String, of id: Int) {
        if let index = lines.index(ofID: id), lines.line(index, equals: line) {
            changed[id] = nil
        } else {
            changed[id] = line
        }
    }

    /// The blank lines before item `id`'s line.
    private func blanks(of id: Int) -> [TodoTxtLine] {
        if let blanks = blanks[id] { return blanks }
        return lines.index(ofID: id).map { lines.blanks(before: $0) } ?? []
    }

    /// Changes the blank lines before the task at `position`, or after the last task when
    /// `position` is past the end.
    private mutating func updateBlanks(before position: Int, _ change: (inout [TodoTxtLine]) -> Void) {
        if position < taskCount {
            let id = id(at: position)
            var before = blanks(of: id)
            change(&before)
            blanks[id] = before
        } else {
            var after = trailing ?? lines.blanks(before: lines.count)
            change(&after)
            trailing = after
        }
    }

    /// The order written out, before the first task is added or removed.
    private mutating func writeOrder() {
        if order == nil { order = Array(lines.firstID..<(lines.firstID + lines.count)) }
    }

    /// The file's contents.
    public func render() -> String {
        var bytes: [UInt8] = []
        render { (part: UnsafeRawBufferPointer) in bytes.append(contentsOf: part) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes the file's contents to `write`, a part at a time: every line but a last one
    /// without an ending closed with its own ending, or the document's for new lines. A file
    /// of a million lines is never a string of its own.
    public func render<Failure: Error>(into write: (UnsafeRawBufferPointer) throws(Failure) -> Void) throws(Failure) {
        var output = Output()
        if order == nil, blanks.isEmpty, trailing == nil {
            // The lines read, in their order: the text with the changed lines put in.
            var from = 0
            for index in changed.keys.compactMap(lines.index(ofID:)).sorted() {
                let bounds = lines.bounds(of: index)
                try lines.withBytes { (bytes) throws(Failure) in
                    try output.append(large: UnsafeBufferPointer(rebasing: bytes[from..<bounds.start]), write)
                }
                output.append(changed[lines.firstID + index]!)
                from = bounds.end
            }
            try lines.withBytes { (bytes) throws(Failure) in
                try output.append(large: UnsafeBufferPointer(rebasing: bytes[from...]), write)
            }
            return try output.flush(write)
        }
        // A line's ending is written when the next line comes: only the last may lack one.
        var owed: String?
        func startLine() {
            if let owed { output.append(owed.isEmpty ? lines.ending : owed) }
        }
        func writeLine(_ text: String, ending: String) {
            startLine()
            output.append(text)
            owed = ending
        }
        // The last line read that was written: the next one's blank lines follow its end.
        var previous: (index: Int, bounds: (start: Int, end: Int, ending: TodoLines.Ending))?
        for position in 0..<taskCount {
            let id = id(at: position)
            let index = lines.index(ofID: id)
            let bounds = index.map(lines.bounds(of:))
            if let before = blanks[id] {
                for blank in before { writeLine(blank.text, ending: blank.ending) }
            } else if let index {
                let before = previous.flatMap { $0.index == index - 1 ? $0.bounds : nil }
                lines.forEachBlank(before: index, previous: before) { writeLine($0, ending: $1.text) }
            }
            if let line = changed[id] {
                writeLine(line, ending: bounds?.ending.text ?? lines.ending)
            } else {
                let bounds = bounds!  // A line not changed is a line read.
                startLine()
                lines.withBytes { output.append(UnsafeBufferPointer(rebasing: $0[bounds.start..<bounds.end])) }
                owed = bounds.ending.text
            }
            if let index, let bounds { previous = (index, bounds) } else { previous = nil }
            try output.flushIfFull(write)
        }
        for blank in trailing ?? lines.blanks(before: lines.count) { writeLine(blank.text, ending: blank.ending) }
        output.append(owed ?? "")
        try output.flush(write)
    }

    /// Bytes gathered into parts of about 64 KB for a writer.
    private struct Output {
        var bytes: [UInt8] = []

        mutating func append(_ part: UnsafeBufferPointer<UInt8>) {
            bytes.append(contentsOf: part)
        }

        mutating func append(_ text: String) {
            bytes.append(contentsOf: text.utf8)
        }

        /// Appends `part`, which may be most of the file: written as it is rather than copied.
        mutating func append<Failure: Error>(
            large part: UnsafeBufferPointer<UInt8>, _ write: (UnsafeRawBufferPointer) throws(Failure) -> Void
        ) throws(Failure) {
            guard part.count >= 1 << 16 else {
                append(part)
                return try flushIfFull(write)
            }
            try flush(write)
            try write(UnsafeRawBufferPointer(part))
        }

        mutating func flushIfFull<Failure: Error>(_ write: (UnsafeRawBufferPointer) throws(Failure) -> Void)
            throws(Failure)
        {
            if bytes.count >= 1 << 16 { try flush(write) }
        }

        mutating func flush<Failure: Error>(_ write: (UnsafeRawBufferPointer) throws(Failure) -> Void) throws(Failure) {
            guard !bytes.isEmpty else { return }
            // withUnsafeBytes rethrows untyped errors: the write's error comes out as a value.
            try bytes.withUnsafeBytes { part in Result { () throws(Failure) in try write(part) } }.get()
            bytes.removeAll(keepingCapacity: true)
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
