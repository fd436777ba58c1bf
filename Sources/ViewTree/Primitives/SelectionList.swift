/// A list with selection: focusable, its arrow keys move the selection, each row a
/// ``ListRow`` that reads only whether it is the selected one.
public struct _SelectionList<Data: RandomAccessCollection, ID: Hashable, RowContent: View>: View {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let selection: Binding<ID?>
    let rowContent: (Data.Element) -> RowContent
    @Environment(\.isEnabled) private var isEnabled
    @State private var lastIndex = IndexMemo()

    /// The lazy list of rows, scrolled to the selection, and its keys.
    public var body: some View {
        // Focusable without reading the focus: a focus change must not run every row.
        FocusReader.makeFocusable(accepting: isEnabled)
        let (data, id, selection, rowContent, memo) = (self.data, self.id, self.selection, self.rowContent, lastIndex)
        // Where the selected row is: where it was last time when it is still there, so an
        // arrow key costs O(1) on a long list; a search only after the data moved it.
        func index(of selected: ID?) -> Int? {
            guard let selected else { return nil }
            if let known = memo.index, known < data.count,
                data[data.index(data.startIndex, offsetBy: known)][keyPath: id] == selected
            {
                return known
            }
            memo.index = data.firstIndex { $0[keyPath: id] == selected }.map {
                data.distance(from: data.startIndex, to: $0)
            }
            return memo.index
        }
        return List(data, id: id, scrollTarget: { index(of: selection.wrappedValue) }) { element in
            ListRow(id: element[keyPath: id], selection: selection) { rowContent(element) }
        }
        .onKeyPress { press in
            let keys: Set<KeyEquivalent> = [.upArrow, .downArrow, .home, .end, .pageUp, .pageDown]
            guard !data.isEmpty, keys.contains(press.key) || press.wheelStep != nil else { return .ignored }
            let current = index(of: selection.wrappedValue)
            let last = data.count - 1
            let target =
                if let step = press.wheelStep {
                    min(last, max(0, (current ?? -1) + step))
                } else {
                    switch press.key {
                    case .upArrow: current.map { max(0, $0 - 1) } ?? last
                    case .downArrow: current.map { min(last, $0 + 1) } ?? 0
                    case .home: 0
                    case .end: last
                    case .pageUp: max(0, (current ?? 0) - 10)
                    default: min(last, (current ?? 0) + 10)
                    }
                }
            memo.index = target
            selection.wrappedValue = data[data.index(data.startIndex, offsetBy: target)][keyPath: id]
            return .handled
        }
    }
}

/// The index of a list's selected row, as last found.
final class IndexMemo {
    var index: Int?
}

/// A row of a list with selection: its content, reversed while it is the selected row. It
/// reads the selection through a derived value, so it runs only when it becomes or stops
/// being the selected one.
public struct ListRow<ID: Hashable, Content: View>: View {
    let id: ID
    let selection: Binding<ID?>
    let content: Content

    /// The row for `id`, selected when `selection` holds it.
    public init(id: ID, selection: Binding<ID?>, @ViewBuilder content: () -> Content) {
        self.id = id
        self.selection = selection
        self.content = content()
    }

    /// The content, reversed while selected.
    public var body: some View {
        let (id, selection) = (self.id, self.selection)
        let isSelected = derived { selection.wrappedValue == id }
        return content.reverse(isSelected)
            .onKeyPress { press in
                guard press.isClick else { return .ignored }
                selection.wrappedValue = id
                return .handled
            }
    }
}
