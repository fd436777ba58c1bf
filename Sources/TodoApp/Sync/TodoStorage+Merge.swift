import Foundation

/// A todo.txt changed by another program, merged with this run's changes rather than
/// overwritten (see ``LineMerge``): what the file held as this todo-tui last read or wrote it
/// is the base, the list's document is mine, the file now is theirs.
extension TodoStorage {
    /// A change found on disk, merged with this run's.
    public struct DiskChange {
        /// The merge of the three versions.
        public let merge: LineMerge
        /// The file as read.
        let read: TodoFile.Change
        /// The file's text now.
        var theirs: String { read.contents ?? "" }
    }

    /// A list and its file's document at one moment, to go back to (a merge's undo).
    public struct Version {
        let document: TodoDocument
        let items: TodoItems
    }

    /// Merges what another program wrote into the file since this todo-tui last read or wrote
    /// it with `list`'s changes, once the saves queued have run. Nil when the file holds what
    /// this todo-tui knows; a change with no text when the file is gone.
    public func changeOnDisk(mergingWith list: TodoList) throws(TodoFileError) -> DiskChange? {
        save(list)
        return try onQueue { () -> Result<DiskChange?, TodoFileError> in
            do throws(TodoFileError) {
                guard let read = try file.readChange() else { return .success(nil) }
                guard let theirs = read.contents else {
                    return .success(DiskChange(merge: LineMerge(base: "", mine: "", theirs: ""), read: read))
                }
                let merge = LineMerge(base: base.render(), mine: document.render(), theirs: theirs)
                return .success(DiskChange(merge: merge, read: read))
            } catch {
                return .failure(error)
            }
        }.get()
    }

    /// Makes `text`, a merge of `change`, the list's items and the file's contents: written
    /// only when it differs from what the disk holds, and then the disk's version is kept
    /// first (``replacedCopyPath``). Returns the version before and the one after, for undo.
    /// Throws when the file changed again meanwhile: the caller merges again.
    public func adopt(
        _ text: String, mergedFrom change: DiskChange, into list: TodoList
    ) throws(TodoFileError) -> (before: Version, after: Version) {
        let parsed = TodoDocument.parse(text, firstID: list.nextID, publisher: list.objectWillChange)
        let before = try onQueue { () -> Result<TodoDocument, TodoFileError> in
            do throws(TodoFileError) {
                file.adopt(change.read)
                if !text.utf8.elementsEqual(change.theirs.utf8) {
                    try keepReplacedCopy(change.theirs)
                    try file.save(text)
                }
            } catch {
                return .failure(error)
            }
            defer { takeAsSaved(parsed.document) }
            return .success(document)
        }.get()
        let old = Version(document: before, items: list.items)
        list.replaceItems(parsed.items)
        return (old, Version(document: parsed.document, items: list.items))
    }

    /// Puts `version` back as the list's items and the file's contents (a merge undone or
    /// done again). With `keepingReplaced` the file's contents it replaces, another program's,
    /// are kept first (``replacedCopyPath``).
    public func restore(_ version: Version, into list: TodoList, keepingReplaced: Bool) throws(TodoFileError) {
        try onQueue { () -> Result<Void, TodoFileError> in
            do throws(TodoFileError) {
                let text = version.document.render()
                if keepingReplaced, let current = try? file.reload(), !current.utf8.elementsEqual(text.utf8) {
                    try keepReplacedCopy(current)
                }
                try file.save(text, overwritingChanges: true)
            } catch {
                return .failure(error)
            }
            takeAsSaved(version.document)
            return .success(())
        }.get()
        list.replaceItems(version.items)
    }

    /// Where the last version of the file that a merge or its undo wrote over is kept:
    /// `.todo.txt.replaced` beside it, so nothing another program wrote is ever lost.
    public var replacedCopyPath: String {
        let url = URL(fileURLWithPath: file.target)
        return url.deletingLastPathComponent().appendingPathComponent("." + url.lastPathComponent + ".replaced").path
    }

    /// Writes `contents` to ``replacedCopyPath``, atomically, on the queue.
    private func keepReplacedCopy(_ contents: String) throws(TodoFileError) {
        do {
            try Data(contents.utf8).write(to: URL(fileURLWithPath: replacedCopyPath), options: .atomic)
        } catch {
            throw .writeFailed(path: replacedCopyPath, reason: error.localizedDescription)
        }
    }

    /// `document` is what the file holds now, on the queue: the list's and the base of the
    /// next merge; nothing waits to be saved.
    private func takeAsSaved(_ document: TodoDocument) {
        self.document = document
        base = document
        clearConflict()
    }
}
