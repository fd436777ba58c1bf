/// Recurring tasks: done, a task with a `rec:` tag brings the next one, added at the end of
/// the file as topydo adds it (see ``Recurrence``).
extension TodoActions {
    /// Adds the task that follows `item`, just done, which was `old` before; one undo step
    /// takes back both. Returns the task added, nil when the task does not recur.
    func completeRecurring(_ item: TodoItem, from old: TodoTxtTask) -> TodoItem? {
        guard let date = CalendarDate(today()), let task = Recurrence.nextTask(after: old, doneOn: date) else {
            return nil
        }
        let done = item.task
        let next = list.append(task)
        history.record(
            UndoHistory.Step(
                label: "toggle",
                undo: { [list] in
                    list.remove(next)
                    list.apply(old, to: item)
                    list.select(item)
                },
                redo: { [list] in
                    list.apply(done, to: item)
                    list.insert(next, at: list.items.count)
                    list.select(item)
                }))
        let due = task.value(for: "due").map { " due " + $0 } ?? task.value(for: "t").map { " from " + $0 } ?? ""
        notify("next one added at the end\(due)")
        return next
    }
}
