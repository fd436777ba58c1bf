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
        func index(of selected: ID?) -> Int? { memo.position(of: selected, in: data) { $0[keyPath: id] } }
        return List(data, id: id, scrollTarget: { index(of: selection.wrappedValue) }) { element in
            ListRow(id: element[keyPath: id], selection: selection) { rowContent(element) }
        }
        .onKeyPress { press in
            let current = { index(of: selection.wrappedValue) }
            guard let target = RowNavigation.target(of: press, from: current, count: data.count) else {
                return .ignored
            }
            memo.index = target
            selection.wrappedValue = data[data.index(data.startIndex, offsetBy: target)][keyPath: id]
            return .handled
        }
    }
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
