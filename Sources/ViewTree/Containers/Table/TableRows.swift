/// A table's rows as its keys see them: where the keyboard's row is (the selected row, or
/// the cursor for a table without single selection) and how it moves.
@MainActor
struct TableRows<Data: RandomAccessCollection> where Data.Element: Identifiable {
    typealias ID = Data.Element.ID
    let data: Data
    let selection: TableSelection<ID>
    let cursor: TableCursor

    /// The keyboard's row, a tracked read (the list reads it to keep that row in view).
    func cursorID() -> ID? {
        if case .single(let selected) = selection { return selected.wrappedValue }
        return cursor.id?.base as? ID
    }

    /// The index of the keyboard's row: where it was last time when it is still there, so a
    /// key costs O(1) on a long table; a search only after the data moved it.
    func cursorIndex() -> Int? {
        guard let id = cursorID() else { return nil }
        if let known = cursor.index, known < data.count, element(known).id == id {
            return known
        }
        cursor.index = data.firstIndex { $0.id == id }.map { data.distance(from: data.startIndex, to: $0) }
        return cursor.index
    }

    /// Moves the keyboard's row `step` rows down (up for a negative step), within the rows;
    /// from no row, down starts at the first and up at the last.
    func moveCursor(by step: Int) -> KeyPress.Result {
        guard !data.isEmpty else { return .ignored }
        let start = cursorIndex() ?? (step > 0 ? -1 : data.count)
        let target = min(max(start + step, 0), data.count - 1)
        cursor.index = target
        let id = element(target).id
        if case .single(let selected) = selection {
            selected.wrappedValue = id
        } else {
            cursor.id = AnyHashable(id)
        }
        return .handled
    }

    /// Adds the cursor's row to a multiple selection or takes it out.
    func toggleCursorRow() -> KeyPress.Result {
        guard case .multiple = selection, let id = cursorID() else { return .ignored }
        selection.toggle(id)
        return .handled
    }

    private func element(_ position: Int) -> Data.Element {
        data[data.index(data.startIndex, offsetBy: position)]
    }
}
