/// A todo.txt file's contents as items plus what must survive around them: blank lines, the
/// line ending in use, whether the last line ended with one.
public struct TodoDocument {
    /// The ending new lines get: the file's first one, `\n` for a new file.
    public var ending = "\n"

    /// An empty document: no lines.
    public init() {}

    /// Reads the items of `contents`; blank lines attach to the task after them, and those after
    /// the last task are `trailing`.
    public static func parse(_ contents: String, firstID: Int = 1) -> (
        document: TodoDocument, items: [TodoItem], trailing: [TodoTxtLine]
    ) {
        var document = TodoDocument()
        var items: [TodoItem] = []
        var blanks: [TodoTxtLine] = []
        let lines = TodoTxtLine.split(contents)
        if let first = lines.first(where: { !$0.ending.isEmpty }) { document.ending = first.ending }
        for line in lines {
            guard line.isTask else {
                blanks.append(line)
                continue
            }
            let item = TodoItem(id: firstID + items.count, task: TodoTxtTask(parsing: line.text), source: line)
            item.linesBefore = blanks
            blanks = []
            items.append(item)
        }
        return (document, items, blanks)
    }

    /// The file's contents for `items` and the blank lines after them: untouched lines byte for
    /// byte, changed and new ones rendered, every line but a last one without an ending closed
    /// with `ending`.
    public func render(_ items: [TodoItem], trailing: [TodoTxtLine] = []) -> String {
        var output = ""
        // A line's ending is written when the next line comes: only the last may lack one.
        var owed: String?
        func append(_ text: String, _ lineEnding: String) {
            if let owed { output += owed.isEmpty ? ending : owed }
            output += text
            owed = lineEnding
        }
        for item in items {
            for blank in item.linesBefore { append(blank.text, blank.ending) }
            append(item.fileText, item.source?.ending ?? ending)
        }
        for blank in trailing { append(blank.text, blank.ending) }
        output += owed ?? ""
        return output
    }
}
