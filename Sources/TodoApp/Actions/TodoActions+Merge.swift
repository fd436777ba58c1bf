/// A todo.txt changed by another program: merged into the list (see ``LineMerge``), the
/// conflicts shown for the user to choose in, `u` taking the merge back.
extension TodoActions {
    /// Merges a change another program made to the file, if there is one: what changed on
    /// one side only comes in at once, with a notice; conflicts open the merge page first.
    public func mergeChangeOnDisk() {
        guard let storage = session.storage else { return }
        session.takeChangeOnDiskSignal()
        // A page already open waits for its choices; the next change merges after it.
        if case .merge = state.page { return }
        do {
            guard let change = try storage.changeOnDisk(mergingWith: list) else { return }
            guard change.read.contents != nil else {
                return notify("\(storage.file.name) is gone from disk: w writes this list to it")
            }
            guard change.merge.conflicts.isEmpty else {
                let review = MergeReview(change)
                review.fileName = storage.file.name
                state.page = .merge(review)
                return notify(
                    "\(storage.file.name) changed elsewhere: \(review.conflicts.count) to choose (m mine, t theirs, b both)"
                )
            }
            apply(change, choosing: [])
        } catch {
            notify("\(error)")
        }
    }

    /// Keeps `choice` for the merge page's conflict; after the last, merges.
    func choose(_ choice: LineMerge.Choice, in review: MergeReview) {
        review.choose(choice)
        guard review.current == nil else { return }
        state.page = .list
        apply(review.change, choosing: review.choices)
    }

    /// Makes the merge of `change` (its conflicts resolved by `choices`) the list and the
    /// file, keeping the selection on its task; one undo step takes it back.
    private func apply(_ change: TodoStorage.DiskChange, choosing choices: [LineMerge.Choice]) {
        guard let storage = session.storage else { return }
        let selected = list.selectedItem.map { ($0.task.line, list.selection) }
        let text = change.merge.text(choosing: choices)
        let versions: (before: TodoStorage.Version, after: TodoStorage.Version)
        do {
            versions = try storage.adopt(text, mergedFrom: change, into: list)
        } catch .changedOnDisk {
            // Changed again while merging: merge what is there now.
            return mergeChangeOnDisk()
        } catch {
            return notify("\(error)")
        }
        if let (line, position) = selected { reselect(line, near: position) }
        keepSelectionShown()
        // Undone, the merge's result goes: when it is the other program's version as it was,
        // that is kept aside (a merge that wrote kept it already).
        let afterIsTheirs = text.utf8.elementsEqual(change.theirs.utf8)
        history.record(
            UndoHistory.Step(
                label: "merge",
                undo: { [weak self] in self?.restore(versions.before, keepingReplaced: afterIsTheirs) },
                redo: { [weak self] in self?.restore(versions.after, keepingReplaced: false) }))
        let incoming = change.merge.incoming
        let name = storage.file.name
        let tasks = "\(incoming.total) \(incoming.total == 1 ? "task" : "tasks")"
        let chosen = choices.isEmpty ? "" : "; \(choices.count) chosen"
        notify(
            incoming.total == 0 && choices.isEmpty
                ? "\(name) changed elsewhere: merged"
                : "\(tasks) changed in \(name) elsewhere: \(incoming.summary)\(chosen)")
    }

    /// Puts a version back (a merge undone or done again).
    private func restore(_ version: TodoStorage.Version, keepingReplaced: Bool) {
        guard let storage = session.storage else { return }
        do throws(TodoFileError) {
            try storage.restore(version, into: list, keepingReplaced: keepingReplaced)
        } catch {
            notify("\(error)")
        }
    }

    /// Selects the task whose line is `line`, the one nearest `position` when several are.
    private func reselect(_ line: String, near position: Int) {
        let items = list.items
        let limit = 1_000
        for distance in 0...limit {
            for index in [position - distance, position + distance] where items.indices.contains(index) {
                if items[index].task.line.utf8.elementsEqual(line.utf8) { return list.selection = index }
            }
            if position - distance < 0 && position + distance >= items.count { break }
        }
        list.selection = min(position, max(0, items.count - 1))
    }
}
