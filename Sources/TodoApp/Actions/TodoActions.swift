import ViewTree

/// What the views' keys ask of the app: each intent changes the models, records its undo step
/// and leaves a notice for the footer. The views decide which key means which intent (the
/// list moves its selection, a row toggles its item, the item page's text field edits the
/// title); the program around them saves after each key and shows the notices.
public final class TodoActions {
    /// The items and the selection.
    public let list: TodoList
    /// The page shown, the query.
    public let state: AppState
    let session: FileSession
    let editor: ItemEditor
    let today: () -> String
    // Internal, not private: the archive (TodoActions+Archive.swift) starts a history anew.
    var history = UndoHistory()
    /// The `:` line's commands run so far.
    var commandLine = TodoCommandLine()
    /// What the last intents had to say, for the footer; the program takes them after a key.
    private var notices: [String] = []
    /// Each task's last toggle while its line is still what that toggle made, so the next
    /// toggle can take it back (see ``takeBackToggle(of:)``).
    var lastToggles: [Int: LastToggle] = [:]
    /// Set when `q` may end the run.
    private var quitsNow = false
    /// How many rows PgUp and PgDn move: the program keeps it to the list's height.
    var pageHeight = 1

    /// Intents over `list`, saved to `storage` when given, on the list page; `today` dates
    /// completions.
    public init(list: TodoList, storage: TodoStorage? = nil, today: @escaping () -> String = CalendarDate.today) {
        self.list = list
        state = AppState()
        session = FileSession(storage: storage)
        self.today = today
        editor = ItemEditor(list: list, state: state, today: today)
        list.refreshDay(from: today)
    }

    /// Shows `text` in the footer for a moment.
    func notify(_ text: String) {
        notices.append(text)
    }

    /// The notices since the last call.
    func takeNotices() -> [String] {
        defer { notices = [] }
        return notices
    }

    /// Whether an intent asked to end the run since the last call.
    func takeQuitRequest() -> Bool {
        defer { quitsNow = false }
        return quitsNow
    }

    // MARK: The run

    /// Ends the run once the saves are done; with changes that could not be saved, asks first.
    func quit() {
        guard session.mayQuit() else {
            if case .merge = state.page {
                return notify("a change here and elsewhere waits: m, t or b chooses; q again quits without it")
            }
            return notify("changes not saved: w writes them, q again quits without them")
        }
        quitsNow = true
    }

    /// Reads the file again, dropping the steps to undo: they refer to items that are gone.
    func reload() {
        do {
            let notice = try session.reload(into: list)
            if session.storage != nil {
                history = UndoHistory()
                state.page = .list
            }
            notify(notice)
        } catch {
            notify("\(error)")
        }
    }

    /// Writes the list over a file changed on disk.
    func overwrite() {
        notify(session.overwrite(with: list))
    }

    // MARK: Changes to the items

    /// Done or not done: done dates the completion and keeps the priority as `pri:`, not done
    /// gives it back (see ``TodoItem/setDone(_:on:)``). A task with a `rec:` tag, done, brings
    /// its next one (see ``completeRecurring(_:from:)``). A toggle right after a toggle of the
    /// same task takes the first back (see ``takeBackToggle(of:)``).
    func toggle(_ item: TodoItem) {
        guard ensureEditable() else { return }
        if takeBackToggle(of: item) { return }
        let old = item.task
        list.setDone(item, !old.isDone, on: today())
        if !old.isDone, let next = completeRecurring(item, from: old) {
            lastToggles[item.id] = LastToggle(before: old, after: item.task, next: (next, next.task))
            return
        }
        lastToggles[item.id] = LastToggle(before: old, after: item.task, next: nil)
        history.recordChange(of: item, from: old, in: list, label: "toggle")
    }

    /// None, (A), (B), (C), (D), then none again.
    func cyclePriority(_ item: TodoItem) {
        guard ensureEditable() else { return }
        let order: [Priority?] = [nil, "A", "B", "C", "D"]
        let index = order.firstIndex(of: item.priority) ?? 0
        setPriority(of: item, to: order[(index + 1) % order.count])
    }

    /// Priority `letter`; the same letter again clears it.
    func setPriority(of item: TodoItem, to letter: Character) {
        guard ensureEditable() else { return }
        let priority = Priority(letter)
        setPriority(of: item, to: item.priority == priority ? nil : priority)
    }

    private func setPriority(of item: TodoItem, to new: Priority?) {
        // todo.txt drops a task's priority when it is done (as todo.sh does); a done task
        // that has one from its file keeps it until it is undone.
        guard !item.isDone else { return notify("done tasks have no priority: Space first to reopen it") }
        let old = item.task
        list.setPriority(item, new)
        history.recordChange(of: item, from: old, in: list, label: "priority")
    }

    /// Deletes `item`.
    func delete(_ item: TodoItem) {
        guard ensureEditable(), let index = list.items.firstIndex(of: item) else { return }
        list.remove(item)
        history.record(
            UndoHistory.Step(
                label: "delete", undo: { [list] in list.insert(item, at: index) },
                redo: { [list] in list.remove(item) }))
        notify("deleted \"\(item.title)\"")
    }

    /// Takes back the last change.
    func undo() {
        guard ensureEditable() else { return }
        guard let label = history.undo() else { return notify("nothing to undo") }
        state.page = .list
        keepSelectionShown()
        notify("undid \(label)")
    }

    /// Does again the last change undone.
    func redo() {
        guard ensureEditable() else { return }
        guard let label = history.redo() else { return notify("nothing to redo") }
        keepSelectionShown()
        notify("redid \(label)")
    }

    // MARK: Pages

    /// Opens `item` on the item page.
    func open(_ item: TodoItem) {
        editor.open(item)
    }

    /// Adds an empty item after the selection and opens it.
    func add() {
        guard ensureEditable() else { return }
        editor.add()
    }

    /// Back to the list from the item page (its title becomes the item's line) or the help.
    func leavePage() {
        if let notice = editor.leave(recordingIn: &history) { notify(notice) }
        keepSelectionShown()
    }

    /// `binding`, refusing to change on a read-only file.
    func guarded(_ binding: Binding<String>) -> Binding<String> {
        Binding(
            get: { binding.wrappedValue },
            set: { [weak self] value in
                if self?.ensureEditable() ?? true { binding.wrappedValue = value }
            })
    }

    /// The selected item when it is shown: keys never act on an item the filter hides.
    var shownSelection: TodoItem? {
        guard let item = list.selectedItem, state.query.shows(item, of: list) else { return nil }
        return item
    }

    /// Checks that the items may change, and says so (a notice) when they may not: a
    /// read-only file. Returns whether they may.
    func ensureEditable() -> Bool {
        guard session.isReadOnly, let storage = session.storage else { return true }
        notify("\(storage.file.name) is read-only: nothing can change")
        return false
    }
}
