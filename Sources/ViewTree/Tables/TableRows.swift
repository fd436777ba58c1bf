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

    /// The index of the keyboard's row (see ``IndexMemo``).
    func cursorIndex() -> Int? {
        cursor.memo.position(of: cursorID(), in: data, id: \.id)
    }

    /// Moves the keyboard's row as `press` says (``RowNavigation``); nil for a key that
    /// does not move it.
    func moveCursor(_ press: KeyPress) -> KeyPress.Result? {
        guard let target = RowNavigation.target(of: press, from: cursorIndex, count: data.count) else { return nil }
        cursor.memo.index = target
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
