/// A `ForEach` whose rows can be deleted and moved, as SwiftUI's with `onDelete` and `onMove`.
///
/// Swiping a row has a key here: the rows are one focus stop; Up, Down, Home and End pick a
/// row (drawn reversed), as a click on it does; Delete or Backspace deletes it, `[` and `]`
/// move it up and down. Delete also deletes the row holding the focused view (a link, a
/// button). In edit mode each row shows `⊖` before it and `≡` after it; a click on `⊖` picks
/// the row and shows a Delete button at its end, which deletes it, as SwiftUI's. `perform`
/// gets the offsets as SwiftUI gives them; the data is the app's to change
/// (`remove(atOffsets:)`, `move(fromOffsets:toOffset:)`).
///
/// One node for all the rows: deleting or moving a row runs it and no row's own view.
public struct EditableForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    let forEach: ForEach<Data, ID, Content>
    var deleteAction: ((IndexSet) -> Void)?
    var moveAction: ((IndexSet, Int) -> Void)?
    @Environment(\.editMode) private var editMode
    @State private var current: AnyHashable?
    /// The row whose `⊖` was clicked: it shows its Delete button.
    @State private var confirming: AnyHashable?

    /// The rows, the picked one reversed while the rows have the focus.
    public var body: some View {
        let (data, id, content) = (forEach.data, forEach.id, forEach.content)
        let isFocused = FocusReader.isFocused(accepting: !data.isEmpty)
        let hasFocus = FocusReader.currentFocus()
        let isEditing = editMode?.wrappedValue.isEditing == true
        let (deleteAction, moveAction, currentState, confirming) = (
            self.deleteAction, self.moveAction, $current, $confirming
        )
        let ids = data.map { AnyHashable($0[keyPath: id]) }
        // Keys typed before the next run act on the rows as the actions left them.
        let rows = RowIDs(ids)
        let picked = { currentState.wrappedValue.flatMap { rows.ids.firstIndex(of: $0) } }
        func row(at index: Int) -> Data.Element { data[data.index(data.startIndex, offsetBy: index)] }
        func delete(_ index: Int) -> KeyPress.Result {
            guard let deleteAction, let original = ids.firstIndex(of: rows.ids[index]),
                !EditingFlags.of(content(row(at: original))).deleteDisabled
            else { return .ignored }
            confirming.wrappedValue = nil
            // The row that takes its place is picked next.
            let remaining = rows.ids
            currentState.wrappedValue =
                index + 1 < remaining.count ? remaining[index + 1] : index > 0 ? remaining[index - 1] : nil
            rows.ids.remove(at: index)
            deleteAction(IndexSet(integer: index))
            return .handled
        }
        func move(_ index: Int, by offset: Int) -> KeyPress.Result {
            let target = index + offset
            guard let moveAction, rows.ids.indices.contains(target), let original = ids.firstIndex(of: rows.ids[index]),
                !EditingFlags.of(content(row(at: original))).moveDisabled
            else { return .ignored }
            rows.ids.swapAt(index, target)
            moveAction(IndexSet(integer: index), offset > 0 ? target + 1 : target)
            return .handled
        }
        return ForEach(data, id: id) { element in
            let rowID = AnyHashable(element[keyPath: id])
            let asksToDelete = isEditing && confirming.wrappedValue == rowID
            HStack(cellSpacing: 1) {
                if isEditing && deleteAction != nil {
                    Text("⊖").foregroundColor(.red).onTapGesture {
                        currentState.wrappedValue = rowID
                        confirming.wrappedValue = asksToDelete ? nil : rowID
                    }
                }
                content(element).reverse(isFocused && rowID == current)
                if asksToDelete || (isEditing && moveAction != nil) { Spacer(minLength: 0) }
                if asksToDelete {
                    Button("Delete") { _ = rows.ids.firstIndex(of: rowID).map(delete) }.foregroundColor(.red)
                }
                if isEditing && moveAction != nil { Text("≡") }
            }
            // A click picks the row, as Up and Down do (a button or link inside takes its own).
            .onTapGesture { currentState.wrappedValue = rowID }
            // A view focused inside the row: Delete deletes its row (not the rows' own focus).
            .onKeyPress(.deleteForward) {
                hasFocus() ? .ignored : rows.ids.firstIndex(of: rowID).map(delete) ?? .ignored
            }
        }
        .onKeyPress { press in
            guard hasFocus(), !rows.ids.isEmpty else { return .ignored }
            if let target = RowNavigation.target(of: press, from: picked, count: rows.ids.count) {
                currentState.wrappedValue = rows.ids[target]
                return .handled
            }
            guard let index = picked() else {
                // Nothing picked yet: the first key that acts picks the first row.
                let acts: Set<KeyEquivalent> = [.delete, .deleteForward, "[", "]"]
                guard acts.contains(press.key) else { return .ignored }
                currentState.wrappedValue = rows.ids[0]
                return .handled
            }
            switch press.key {
            case .delete, .deleteForward: return delete(index)
            case "[": return move(index, by: -1)
            case "]": return move(index, by: 1)
            default: return .ignored
            }
        }
    }

    /// Rows deleted by `action` too.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> Self {
        var copy = self
        copy.deleteAction = action
        return copy
    }

    /// Rows moved by `action` too.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> Self {
        var copy = self
        copy.moveAction = action
        return copy
    }
}

extension ForEach {
    /// Rows the user can delete, handing `action` their offsets (see `EditableForEach`).
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> EditableForEach<Data, ID, Content> {
        EditableForEach(forEach: self, deleteAction: action)
    }

    /// Rows the user can move, handing `action` their offsets and the offset to move before
    /// (see `EditableForEach`).
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> EditableForEach<Data, ID, Content> {
        EditableForEach(forEach: self, moveAction: action)
    }
}

extension View {
    /// Whether this row may be deleted by its `ForEach`'s `onDelete` (set on the row the
    /// `ForEach` makes).
    public func deleteDisabled(_ isDisabled: Bool) -> some View {
        _EditingDisabledContent(content: self, flags: EditingFlags(deleteDisabled: isDisabled))
    }

    /// Whether this row may be moved by its `ForEach`'s `onMove` (set on the row the
    /// `ForEach` makes).
    public func moveDisabled(_ isDisabled: Bool) -> some View {
        _EditingDisabledContent(content: self, flags: EditingFlags(moveDisabled: isDisabled))
    }
}

/// A row with deleting or moving turned off: its content, as it is.
public struct _EditingDisabledContent<Content: View>: PrimitiveView, EditingFlagged {
    let content: Content
    let flags: EditingFlags

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        resolver.resolve(view.content)
    }

    var editingFlags: EditingFlags { flags.adding(EditingFlags.of(content)) }
}

/// What a row says of its editing: whether it may be deleted, moved.
struct EditingFlags {
    var deleteDisabled = false
    var moveDisabled = false

    func adding(_ other: EditingFlags) -> EditingFlags {
        EditingFlags(
            deleteDisabled: deleteDisabled || other.deleteDisabled, moveDisabled: moveDisabled || other.moveDisabled)
    }

    /// The flags of a row as its `ForEach` made it.
    @MainActor static func of<V: View>(_ view: V) -> EditingFlags {
        (view as? any EditingFlagged)?.editingFlags ?? EditingFlags()
    }
}

/// The ids of the rows as the keys since the last run left them.
private final class RowIDs {
    var ids: [AnyHashable]

    init(_ ids: [AnyHashable]) { self.ids = ids }
}

/// A row that carries editing flags.
@MainActor
protocol EditingFlagged {
    var editingFlags: EditingFlags { get }
}
