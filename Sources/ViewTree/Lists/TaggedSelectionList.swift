/// `List(selection:) { ... }` over rows written out, as a sidebar is written: each row marked
/// with `.tag(value)` (a `ForEach`'s rows by their ids) can be selected; the selected row is
/// drawn reversed. Focused, the arrows, Home, End, Page Up and Page Down move the selection
/// among the tagged rows; a click selects one. Untagged rows (a section's header, a note)
/// are drawn and skipped.
public struct _TaggedSelectionRows<Content: View>: View {
    let content: Content
    let selected: Set<AnyHashable>
    /// The selection as it is now, for keys pressed before the next frame.
    let read: () -> Set<AnyHashable>
    let choose: (AnyHashable) -> Void
    @Environment(\.isEnabled) private var isEnabled

    /// The rows, the selected one reversed, and the keys that move the selection.
    public var body: some View {
        FocusReader.makeFocusable(accepting: isEnabled)
        let (rows, read) = (ListSelectionRows(selected: selected, choose: choose), self.read)
        return VStack(alignment: .leading) { content }
            .environment(\.listSelectionRows, rows)
            .onKeyPress { press in
                let tags = rows.tags
                let current = {
                    let selected = read(); return tags.firstIndex { selected.contains($0) }
                }
                guard let target = RowNavigation.target(of: press, from: current, count: tags.count) else {
                    return .ignored
                }
                rows.choose(tags[target])
                return .handled
            }
    }
}

/// The tagged rows a selection list's content showed, in order, and the selection.
final class ListSelectionRows {
    let selected: Set<AnyHashable>
    let choose: (AnyHashable) -> Void
    var tags: [AnyHashable] = []

    init(selected: Set<AnyHashable>, choose: @escaping (AnyHashable) -> Void) {
        self.selected = selected
        self.choose = choose
    }

    /// A tagged row: remembered in order, reversed while selected, selected by a click.
    @MainActor func row(_ content: some View, tag: AnyHashable) -> some View {
        tags.append(tag)
        let choose = self.choose
        return content.reverse(selected.contains(tag)).onTapGesture { choose(tag) }
    }
}

extension List where Data == CollectionOfOne<Int>, ID == Int {
    /// A list of rows written out whose tagged rows are selected into `selection` (nil: none
    /// selected), as a sidebar: tagged rows are selected by the arrows or a click.
    public init<SelectionValue: Hashable, Content: View>(
        selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content
    ) where RowContent == _TaggedSelectionRows<Content> {
        let writer = SelectionWriter(single: selection)
        let rows = _TaggedSelectionRows(
            content: content(), selected: writer.read(), read: writer.read, choose: writer.choose)
        self.init(CollectionOfOne(0), id: \.self) { _ in rows }
    }

    /// A list of rows written out whose tagged rows are selected into `selection`: every row
    /// in the set is drawn reversed; a key or a click selects one row alone, as a terminal
    /// has no Shift or Command click.
    public init<SelectionValue: Hashable, Content: View>(
        selection: Binding<Set<SelectionValue>>, @ViewBuilder content: () -> Content
    ) where RowContent == _TaggedSelectionRows<Content> {
        let writer = SelectionWriter(set: selection)
        let rows = _TaggedSelectionRows(
            content: content(), selected: writer.read(), read: writer.read, choose: writer.choose)
        self.init(CollectionOfOne(0), id: \.self) { _ in rows }
    }
}

/// Reads a selection as tags, and writes a chosen row's tag into it when of its type (a tag of another type
/// selects nothing, as in SwiftUI).
private struct SelectionWriter<SelectionValue: Hashable> {
    let write: (SelectionValue) -> Void
    /// The selected values, as tags.
    let read: () -> Set<AnyHashable>

    init(single: Binding<SelectionValue?>) {
        write = { single.wrappedValue = $0 }
        read = { Set(single.wrappedValue.map { [AnyHashable($0)] } ?? []) }
    }

    init(set: Binding<Set<SelectionValue>>) {
        write = { set.wrappedValue = [$0] }
        read = { Set(set.wrappedValue.map { AnyHashable($0) }) }
    }

    func choose(_ tag: AnyHashable) {
        if let value = tag.base as? SelectionValue { write(value) }
    }
}

private struct ListSelectionRowsKey: EnvironmentKey {
    static var defaultValue: ListSelectionRows? { nil }
}

extension EnvironmentValues {
    /// The selection list the rows here are in, if any.
    var listSelectionRows: ListSelectionRows? {
        get { self[ListSelectionRowsKey.self] }
        set { self[ListSelectionRowsKey.self] = newValue }
    }

    /// The same, as a selection list's own resolution reads it: not a read that should run a
    /// view again (the list runs anyway).
    var listSelectionRowsWithoutRecording: ListSelectionRows? {
        entry(ListSelectionRowsKey.self)
    }
}
