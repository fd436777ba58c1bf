/// The selection and the query: moving through the rows the query shows, the filter, the
/// sort, and what shows beside and among the rows.
extension TodoActions {
    /// Moves the selection `offset` rows among those the query shows, stopping at the ends.
    func moveSelection(by offset: Int) {
        let query = state.query
        guard !query.isIdentity(on: list) else { return list.moveSelection(by: offset) }
        let shown = query.apply(to: list)
        guard !shown.isEmpty else { return }
        let position = list.selectedItem.flatMap { selected in shown.firstIndex(of: selected) } ?? 0
        let target = shown[min(max(0, position + offset), shown.count - 1)]
        list.select(target)
    }

    /// Moves the selection by `pages` list heights.
    func movePage(by pages: Int) {
        moveSelection(by: pages * max(1, pageHeight))
    }

    /// Types `character` into the filter, keeping the selection on a row that shows.
    func typeInFilter(_ character: Character) {
        state.query.filter.append(character)
        keepSelectionShown()
    }

    /// Moves the selection onto a row that shows when the query or an edit hid its item.
    func keepSelectionShown() {
        if let selected = list.selectedItem, !state.query.shows(selected, of: list) { moveSelection(by: 0) }
    }

    /// Takes the filter's last character back.
    func eraseFilterCharacter() {
        if !state.query.filter.isEmpty { state.query.filter.removeLast() }
    }

    /// Drops the filter and stops typing into it.
    func clearFilter() {
        state.query.filter = ""
        state.page = .list
    }

    /// File order, then by priority, then by due date.
    func cycleSort() {
        state.query.sort = state.query.sort.next
        notify("sorted \(state.query.sort.label)")
    }

    /// Shows the projects and contexts beside the list (counted the first time), or hides them.
    func toggleSidebar() {
        state.showsSidebar.toggle()
        if state.showsSidebar { list.countTokens() }
    }

    /// Shows the tasks hidden until their threshold (`t:`) day, or hides them again.
    func toggleFutureTasks() {
        state.query.showsFutureTasks.toggle()
        let count = list.hiddenIDs.count
        notify(
            state.query.showsFutureTasks
                ? "showing \(count) not due to start yet" : "hiding \(count) until their t: date")
        keepSelectionShown()
    }
}
