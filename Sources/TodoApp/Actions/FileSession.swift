/// The todo.txt file behind the list, over a run, as the user sees it: saves queued after each
/// change (they run off the key path, see ``TodoStorage``), the footer's line while the file
/// changed on disk, failures told once, and what quitting must not lose. Without a file (the
/// demo items) every operation has nothing to do.
final class FileSession {
    /// The file; nil for the demo items kept in memory. `:open` puts another in its place.
    private(set) var storage: TodoStorage?
    /// Told after each save, to wake the run loop; a file opened later is told it too.
    private var saveHandler: (@Sendable () -> Void)?
    /// Whether `q` was pressed once with unsaved changes, so the next `q` quits anyway.
    private var quitConfirmationPending = false
    /// The saves' outcome as the screen last showed it.
    private var shown = TodoStorage.Outcome()
    /// Tells when another program changes the file (see ``FileWatcher``).
    private var watcher: FileWatcher?
    /// The number of saves when a merge last looked at a conflict they found.
    private var savesWhenMerged = 0

    init(storage: TodoStorage?) {
        self.storage = storage
    }

    var isReadOnly: Bool { storage?.file.isReadOnly == true }

    /// Set when the file changed on disk: saving waits until `r` or `w` says what to do.
    var hasConflict: Bool { storage?.outcome.hasConflict == true }
    /// Whether the last save failed or was stopped by a change on disk.
    var hasUnsavedChanges: Bool { storage?.outcome.hasUnsavedChanges == true }

    /// Where the list lives, for the status bar.
    var sourceLabel: String {
        guard let storage else { return "demo, in memory (no file)" }
        return storage.file.name + (storage.file.isReadOnly ? " (read-only)" : "")
    }

    /// The footer's line while saves wait for the user: the file went from disk (a change
    /// from elsewhere is merged, see ``TodoActions/mergeChangeOnDisk()``).
    var conflictText: String? {
        guard shown.hasConflict, let storage else { return nil }
        return "\(storage.file.name) is not on disk as read: w writes this list to it, r reads it again"
    }

    /// Queues a save of the list's changes when there is a file.
    func save(_ list: TodoList) {
        storage?.save(list)
    }

    /// Writes the list over whatever the file holds now and waits for it; returns the notice.
    func overwrite(with list: TodoList) -> String {
        guard let storage else { return "no file: these are the demo items" }
        storage.save(list, overwritingChanges: true)
        storage.waitForSaves()
        return storage.outcome.hasUnsavedChanges ? "could not save" : "saved"
    }

    /// Whether saves finished since the screen last showed their outcome.
    var hasNews: Bool {
        guard let storage else { return false }
        return storage.outcome != shown
    }

    /// The saves' outcome for the screen: a failure's notice, told once, and whether the
    /// footer's conflict line changed.
    func takeNews() -> (notice: String?, changed: Bool) {
        guard let storage else { return (nil, false) }
        let outcome = storage.outcome
        defer { shown = outcome }
        guard outcome != shown else { return (nil, false) }
        let notice =
            outcome.failures > shown.failures ? outcome.failure.map { "\($0); the list is kept in memory" } : nil
        return (notice, outcome.hasConflict != shown.hasConflict)
    }

    /// Reads the file again into `list`, dropping this run's unsaved changes; returns the
    /// notice.
    func reload(into list: TodoList) throws(TodoFileError) -> String {
        guard let storage else { return "no file to reload: these are the demo items" }
        try storage.reload(into: list)
        return "reloaded \(storage.file.name)"
    }

    /// Wakes the run loop with `handler` after each save, of this file and of those opened
    /// later, and when another program changes the file (which is watched from now on).
    func setSaveHandler(_ handler: (@Sendable () -> Void)?) {
        saveHandler = handler
        storage?.setSaveHandler(handler)
        watch()
    }

    /// Watches the file open now, when a run loop is there to be woken.
    private func watch() {
        watcher?.cancel()
        watcher = nil
        guard let storage, let saveHandler else { return }
        watcher = FileWatcher(paths: [storage.file.path, storage.file.target], onChange: saveHandler)
    }

    /// Whether the file may hold a change from elsewhere to merge: the watcher saw one, or a
    /// save found one.
    var mayHaveChangeOnDisk: Bool {
        guard let storage else { return false }
        return watcher?.hasChange == true || (storage.outcome.hasConflict && storage.outcome.saves != savesWhenMerged)
    }

    /// Whether a save is queued or being written (see ``TodoStorage/isSaving``).
    var isSaving: Bool { storage?.isSaving ?? false }

    /// Takes the signal ``mayHaveChangeOnDisk`` gave: the merge is looking.
    func takeChangeOnDiskSignal() {
        _ = watcher?.takeChange()
        savesWhenMerged = storage?.outcome.saves ?? 0
    }

    /// Reads the todo.txt at `path` into `list` in place of the file open now (or the demo),
    /// which is let go once its saves are done; returns the notice. Refused while changes
    /// could not be saved: they would be lost with the file.
    func open(_ path: String, into list: TodoList) throws(TodoFileError) -> String {
        storage?.waitForSaves()
        if hasUnsavedChanges, let storage {
            return "\(storage.file.name) has changes not saved: w writes them, then :open"
        }
        if let storage, let same = POSIX.realPath(path), same == POSIX.realPath(storage.file.path) {
            return "\(storage.file.name) is the file open"
        }
        let existed = POSIX.status(of: path) != nil
        let opened = try TodoStorage(path: path)
        storage?.close()
        opened.setSaveHandler(saveHandler)
        opened.load(into: list)
        // Another file: its first task, not the row the old one had selected.
        list.selection = 0
        storage = opened
        watch()
        shown = opened.outcome
        let count = list.items.count
        return "opened \(opened.file.name)"
            + (existed ? ", \(count) \(count == 1 ? "task" : "tasks")" : " (a new file)")
            + (opened.file.isReadOnly ? ", read-only: viewing only" : "")
    }

    /// Whether `q` quits now. It waits for the saves queued; changes that could not be saved
    /// are not dropped on the first `q`: it asks, and a second one in a row quits.
    func mayQuit() -> Bool {
        storage?.waitForSaves()
        guard hasUnsavedChanges, !quitConfirmationPending else { return true }
        quitConfirmationPending = true
        return false
    }

    /// Any key other than `q` withdraws the question `q` asked.
    func withdrawQuitQuestion() {
        quitConfirmationPending = false
    }

    /// Why this run's changes are not in the file, at exit, once the saves queued have
    /// finished; nil when they are.
    var unsavedMessage: String? {
        guard let storage else { return nil }
        storage.waitForSaves()
        let outcome = storage.outcome
        guard outcome.hasUnsavedChanges else { return nil }
        // The last attempt's own reason first: an overwrite after a conflict may fail too.
        if let failure = outcome.failure { return "\(failure); this run's changes were not saved" }
        if outcome.hasConflict { return "\(storage.file.name) changed on disk; this run's changes were not saved" }
        return "this run's changes were not saved to \(storage.file.name)"
    }
}
