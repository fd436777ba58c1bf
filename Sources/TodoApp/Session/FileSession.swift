/// The todo.txt file behind the list, over a run: saving after each change, stopping when the
/// file changed on disk until the user reloads or overwrites, and what quitting must not lose.
/// Without a file (the demo items) every operation has nothing to do.
final class FileSession {
    /// The file; nil for the demo items kept in memory.
    let storage: TodoStorage?
    /// Set when the file changed on disk: saving waits until `r` or `w` says what to do.
    private(set) var hasConflict = false
    /// Whether the last save failed or was stopped by a change on disk.
    private(set) var hasUnsavedChanges = false
    /// Why the last failed save failed, for the message at exit.
    private var lastSaveError: String?
    /// Whether `q` was pressed once with unsaved changes, so the next `q` quits anyway.
    private var quitConfirmationPending = false

    init(storage: TodoStorage?) {
        self.storage = storage
    }

    var isReadOnly: Bool { storage?.file.isReadOnly == true }

    /// Where the list lives, for the status bar.
    var sourceLabel: String {
        guard let storage else { return "demo, in memory (no file)" }
        return storage.file.name + (storage.file.isReadOnly ? " (read-only)" : "")
    }

    /// The footer's line while a conflict waits for the user.
    var conflictText: String? {
        guard hasConflict, let storage else { return nil }
        return "\(storage.file.name) changed on disk: r reloads it, w overwrites it with this list"
    }

    /// Saves the list when there is a file. Returns a notice when the save failed; a change on
    /// disk shows in ``conflictText`` instead and stops saving until the user decides.
    func save(_ list: TodoList, overwriting: Bool = false) -> String? {
        guard let storage else { return nil }
        guard !hasConflict || overwriting else {
            hasUnsavedChanges = true
            return nil
        }
        do {
            try storage.save(list, overwritingChanges: overwriting)
            hasConflict = false
            hasUnsavedChanges = false
        } catch .changedOnDisk {
            hasConflict = true
            hasUnsavedChanges = true
        } catch {
            hasUnsavedChanges = true
            lastSaveError = "\(error)"
            return "\(error); the list is kept in memory"
        }
        return nil
    }

    /// Reads the file again into `list`, dropping this run's unsaved changes; returns the
    /// notice.
    func reload(into list: TodoList) throws(TodoFileError) -> String {
        guard let storage else { return "no file to reload: these are the demo items" }
        try storage.reload(into: list)
        hasConflict = false
        hasUnsavedChanges = false
        return "reloaded \(storage.file.name)"
    }

    /// Whether `q` quits now. Changes that could not be saved are not dropped on the first `q`:
    /// it asks, and a second one in a row quits.
    func mayQuit() -> Bool {
        guard hasUnsavedChanges, !quitConfirmationPending else { return true }
        quitConfirmationPending = true
        return false
    }

    /// Any key other than `q` withdraws the question `q` asked.
    func withdrawQuitQuestion() {
        quitConfirmationPending = false
    }

    /// Why this run's changes are not in the file, at exit; nil when they are.
    var unsavedMessage: String? {
        guard hasUnsavedChanges, let storage else { return nil }
        if hasConflict { return "\(storage.file.name) changed on disk; this run's changes were not saved" }
        return lastSaveError.map { "\($0); this run's changes were not saved" }
            ?? "this run's changes were not saved to \(storage.file.name)"
    }
}
