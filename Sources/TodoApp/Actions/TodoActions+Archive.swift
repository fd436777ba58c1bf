extension TodoActions {
    /// Moves the done tasks to done.txt, as `todo.sh archive` does; `u` puts both files back.
    /// The list is read again from the new file, so the changes before it can no longer be
    /// undone: the history starts anew with the archive.
    func archive() {
        guard ensureEditable() else { return }
        guard let storage = session.storage else { return notify("no file: the demo's done tasks stay") }
        do {
            guard let (count, files) = try storage.archive(list) else {
                return notify("no done tasks to archive, no blank lines to remove")
            }
            history = UndoHistory()
            history.record(
                UndoHistory.Step(
                    label: "archive",
                    undo: { [weak self] in
                        self?.attempt { (actions) throws(TodoFileError) in
                            try storage.restore(files, into: actions.list)
                        }
                    },
                    redo: { [weak self] in
                        self?.attempt { (actions) throws(TodoFileError) in _ = try storage.archive(actions.list) }
                    }))
            state.page = .list
            notify(
                count == 0
                    ? "archived nothing (no done tasks); removed the blank lines"
                    : "archived \(count) done \(count == 1 ? "task" : "tasks") to \(files.doneName)")
        } catch {
            notify("\(error)")
        }
    }

    /// Runs `work`, telling its failure in the footer.
    private func attempt(_ work: (TodoActions) throws(TodoFileError) -> Void) {
        do throws(TodoFileError) {
            try work(self)
        } catch {
            notify("\(error)")
        }
    }
}
