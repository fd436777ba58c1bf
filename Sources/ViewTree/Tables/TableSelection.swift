import TrackingCore

/// What a table's rows are selected through: nothing, one id, or a set of ids, as the
/// ``Table`` initializers take them.
enum TableSelection<ID: Hashable> {
    case none
    case single(Binding<ID?>)
    case multiple(Binding<Set<ID>>)

    /// Whether the row `id` is selected (a tracked read of the binding).
    func contains(_ id: ID) -> Bool {
        switch self {
        case .none: false
        case .single(let selection): selection.wrappedValue == id
        case .multiple(let selection): selection.wrappedValue.contains(id)
        }
    }

    /// Selects only the row `id`, as a click does.
    func choose(_ id: ID) {
        switch self {
        case .none: break
        case .single(let selection): selection.wrappedValue = id
        case .multiple(let selection): selection.wrappedValue = [id]
        }
    }

    /// Adds the row `id` to a multiple selection, or takes it out.
    func toggle(_ id: ID) {
        guard case .multiple(let selection) = self else { return }
        if selection.wrappedValue.contains(id) {
            selection.wrappedValue.remove(id)
        } else {
            selection.wrappedValue.insert(id)
        }
    }

    /// Whether the keyboard's row is the selection itself (single selection), rather than a
    /// cursor of its own, shown underlined.
    var cursorIsSelection: Bool {
        if case .single = self { return true }
        return false
    }
}

/// Where a table's keyboard is, for a table whose cursor is not its selection: the row's id,
/// tracked so that a move runs the two rows involved, and where its row was last found.
@MainActor @Trackable final class TableCursor {
    var id: AnyHashable?
    /// Where the cursor's row was last found.
    let memo = IndexMemo()
}
