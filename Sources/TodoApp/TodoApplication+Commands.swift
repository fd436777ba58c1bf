import ViewTree

/// What each command does to the models, the file session and the chrome.
extension TodoApplication {
    func apply(_ command: Command, now: ContinuousClock.Instant) -> KeyOutcome {
        switch command {
        case .quit:
            guard session.mayQuit() else {
                return notify("changes not saved: w writes them, q again quits without them", now)
            }
            return .quit
        case .suspend: return .suspend
        case .moveSelection(let offset): moveSelection(by: offset)
        case .movePage(let pages): moveSelection(by: pages * max(1, chrome.layout.viewArea.height - 2))
        case .moveToFirst: moveSelection(by: -list.items.count)
        case .moveToLast: moveSelection(by: list.items.count)
        case .startFilter: state.screen = .filtering
        case .editFilter(let character):
            state.query.filter.append(character)
            selectFirstShownIfHidden()
        case .eraseFilter:
            if !state.query.filter.isEmpty { state.query.filter.removeLast() }
        case .applyFilter: state.screen = .list
        case .clearFilter:
            state.query.filter = ""
            state.screen = .list
        case .cycleSort:
            state.query.sort = state.query.sort.next
            chrome.show("sorted \(state.query.sort.label)", now: now)
        case .toggle:
            guard let item = shownSelection else { return notify("nothing to toggle", now) }
            let old = item.task
            list.setDone(item, !old.isDone, on: today())
            history.recordChange(of: item, from: old, in: list, label: "toggle")
        case .cyclePriority:
            guard let item = shownSelection else { return notify("nothing selected", now) }
            let order: [Priority?] = [nil, "A", "B", "C", "D"]
            let index = order.firstIndex(of: item.priority) ?? 0
            return setPriority(of: item, to: order[(index + 1) % order.count], now: now)
        case .setPriority(let letter):
            guard let item = shownSelection else { return notify("nothing selected", now) }
            let priority = Priority(letter)
            return setPriority(of: item, to: item.priority == priority ? nil : priority, now: now)
        case .undo:
            guard let label = history.undo() else { return notify("nothing to undo", now) }
            state.screen = .list
            chrome.show("undid \(label)", now: now)
        case .redo:
            guard let label = history.redo() else { return notify("nothing to redo", now) }
            chrome.show("redid \(label)", now: now)
        case .reloadFile: reload(now: now)
        case .overwriteFile:
            chrome.show(session.overwrite(with: list), now: now)
            chrome.setStale()
        case .open, .edit:
            guard let item = shownSelection else { return notify("nothing to open; a adds an item", now) }
            editor.open(item)
        case .add: editor.add()
        case .delete: return delete(now: now)
        case .switchMode: switchMode(now: now)
        case .toggleLog:
            chrome.toggleLog()
            resize(to: chrome.layout.size)
        case .toggleInspector:
            chrome.toggleInspector()
            resize(to: chrome.layout.size)
        case .toggleHighlight: chrome.show(chrome.toggleHighlight(), now: now)
        case .toggleHeatMap: chrome.show(chrome.toggleHeatMap(), now: now)
        case .resetCounters:
            host.resetCounters()
            companion?.host.resetCounters()
            chrome.setStale()
        case .showHelp: state.screen = .help
        case .back: leaveScreen(now: now)
        case .insert, .deleteBackward, .deleteForward, .cursorLeft, .cursorRight, .cursorHome, .cursorEnd:
            editor.edit(command)
        }
        return .handled
    }

    /// Queues a save of the list's changes when it has a file; what it comes to shows when it
    /// finished (see ``FileSession/takeNews()``).
    func save() {
        session.save(list)
    }

    func leaveScreen(now: ContinuousClock.Instant) {
        if let notice = editor.leave(recordingIn: &history) { chrome.show(notice, now: now) }
    }

    private func reload(now: ContinuousClock.Instant) {
        do {
            let notice = try session.reload(into: list)
            if storage != nil {
                // The steps refer to items that are gone.
                history = UndoHistory()
                state.screen = .list
            }
            chrome.show(notice, now: now)
        } catch {
            chrome.show("\(error)", now: now)
        }
    }

    private func delete(now: ContinuousClock.Instant) -> KeyOutcome {
        guard let item = shownSelection, let index = list.items.firstIndex(where: { $0 === item }) else {
            return notify("nothing to delete", now)
        }
        list.remove(item)
        history.record(
            UndoHistory.Step(
                label: "delete", undo: { [list] in list.insert(item, at: index) },
                redo: { [list] in list.remove(item) }))
        return notify("deleted \"\(item.title)\"", now)
    }

    private func setPriority(of item: TodoItem, to new: Priority?, now: ContinuousClock.Instant) -> KeyOutcome {
        // todo.txt drops a task's priority when it is done (as todo.sh does); a done task
        // that has one from its file keeps it until it is undone.
        guard !item.isDone else { return notify("done tasks have no priority: Space first to reopen it", now) }
        let old = item.task
        list.setPriority(item, new)
        history.recordChange(of: item, from: old, in: list, label: "priority")
        return .handled
    }

    /// The selected item when it is shown: keys never act on an item the filter hides.
    private var shownSelection: TodoItem? {
        guard let item = list.selectedItem, state.query.filter.isEmpty || state.query.matches(item) else { return nil }
        return item
    }

    /// Moves the selection among the rows the query shows.
    private func moveSelection(by offset: Int) {
        let query = state.query
        guard !query.isIdentity else { return list.moveSelection(by: offset) }
        let shown = query.apply(to: list)
        guard !shown.isEmpty else { return }
        let position = list.selectedItem.flatMap { selected in shown.firstIndex { $0 === selected } } ?? 0
        let target = shown[min(max(0, position + offset), shown.count - 1)]
        if let index = list.items.firstIndex(where: { $0 === target }) { list.selection = index }
    }

    /// Keeps the selection on a row that shows, so keys never act on a hidden item.
    private func selectFirstShownIfHidden() {
        guard let selected = list.selectedItem, !state.query.matches(selected) else { return }
        moveSelection(by: 0)
    }

    func notify(_ text: String, _ now: ContinuousClock.Instant) -> KeyOutcome {
        chrome.show(text, now: now)
        return .handled
    }
}
