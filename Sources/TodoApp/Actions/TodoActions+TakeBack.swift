/// A tick taken back by a tick: Space twice on a task leaves its line byte for byte as it
/// was, whichever way the first press went. Unticking a task ticked by mistake drops the
/// completion date and the next occurrence its `rec:` made (while nobody changed it);
/// ticking a done task unticked by mistake gives back its old completion date.
extension TodoActions {
    /// One toggle of a task: its task before and after, and the next occurrence it added.
    struct LastToggle {
        let before: TodoTxtTask
        let after: TodoTxtTask
        let next: (item: TodoItem, task: TodoTxtTask)?
    }

    /// Takes back `item`'s last toggle when its line is still what that toggle made; one
    /// undo step does the take-back again. Returns false when there is nothing to take back:
    /// the toggle is a new one.
    func takeBackToggle(of item: TodoItem) -> Bool {
        guard let last = lastToggles.removeValue(forKey: item.id), item.task == last.after else { return false }
        // The next occurrence goes only while it is what the toggle added, where it was.
        let next = last.next.flatMap { next -> (item: TodoItem, index: Int)? in
            guard next.item.task == next.task, let index = list.items.firstIndex(of: next.item) else { return nil }
            return (next.item, index)
        }
        list.apply(last.before, to: item)
        if let next { list.remove(next.item) }
        list.select(item)
        history.record(
            UndoHistory.Step(
                label: "toggle",
                undo: { [list] in
                    list.apply(last.after, to: item)
                    if let next { list.insert(next.item, at: next.index) }
                    list.select(item)
                },
                redo: { [list] in
                    list.apply(last.before, to: item)
                    if let next { list.remove(next.item) }
                    list.select(item)
                }))
        return true
    }
}
