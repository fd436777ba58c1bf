/// Keeps a list and its todo.txt file in step: the items come from the file, and every
/// change goes back to it at once.
public final class TodoStorage {
    /// The file the list is read from and saved to.
    public let file: TodoFile
    private var document: TodoDocument

    /// Opens the file at `path` (see ``TodoFile``) and reads its items.
    public init(path: String) throws(TodoFileError) {
        file = try TodoFile(path: path)
        document = TodoDocument()
    }

    /// The list of the file's items.
    public func makeList() -> TodoList {
        let parsed = TodoDocument.parse(file.contents)
        document = parsed.document
        return TodoList(items: parsed.items, trailingLines: parsed.trailing)
    }

    /// Writes `list` to the file; see ``TodoFile/save(_:overwritingChanges:)``.
    public func save(_ list: TodoList, overwritingChanges: Bool = false) throws(TodoFileError) {
        try file.save(document.render(list.items, trailing: list.trailingLines), overwritingChanges: overwritingChanges)
    }

    /// Reads the file again and puts its items in `list`.
    public func reload(into list: TodoList) throws(TodoFileError) {
        let parsed = TodoDocument.parse(try file.reload(), firstID: (list.items.map(\.id).max() ?? 0) + 1)
        document = parsed.document
        list.replaceItems(parsed.items, trailingLines: parsed.trailing)
    }
}
