/// A tree shown as an outline, as SwiftUI's `OutlineGroup`: each element's row, and under an
/// element whose `children` is not nil an arrow that shows its children's rows, indented.
/// The arrows take the focus: Right expands, Left collapses, Return, Space or a click toggle;
/// Up and Down go from arrow to arrow. Inside a `List { }`, a `Form` or a stack; for a long
/// tree, `List(_:children:rowContent:)` makes only the rows on screen.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View {
    /// The trees' roots: the data's elements, or one root.
    let roots: [Data.Element]
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf
    @State private var expanded: Set<AnyHashable> = []

    /// An outline of `data`'s trees, each element identified by `id`.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder content: @escaping (Data.Element) -> Leaf
    ) {
        roots = Array(data)
        self.id = id
        self.children = children
        self.content = content
    }

    /// The rows of the elements shown, the expanded ones' children under them.
    public var body: some View {
        let expansion = $expanded
        let entries = OutlineEntry.flatten(roots, id: id, children: children, expanded: expanded)
        return ForEach(entries) { entry in
            OutlineRow(entry, expansion: expansion, content: content(entry.element))
        }
    }
}

extension OutlineGroup where Data.Element: Identifiable, ID == Data.Element.ID {
    /// An outline of `data`'s trees, each element identified by its `id`.
    public init(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf
    ) {
        self.init(data, id: \.id, children: children, content: content)
    }
}

extension OutlineGroup {
    /// An outline of the one tree under `root`, as in Apple's `OutlineGroup` sample.
    public init<DataElement>(
        _ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        roots = [root]
        self.id = id
        self.children = children
        self.content = content
    }
}

extension OutlineGroup {
    /// An outline of the one tree under `root`, its elements identified by their `id`.
    public init<DataElement: Identifiable>(
        _ root: DataElement, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element, ID == DataElement.ID {
        self.init(root, id: \.id, children: children, content: content)
    }
}

/// A lazy list of a tree's rows (`List(_:children:rowContent:)`): an outline whose rows
/// are made only while on screen.
struct OutlineList<Data: RandomAccessCollection, ID: Hashable, RowContent: View>: View {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let rowContent: (Data.Element) -> RowContent
    @State private var expanded: Set<AnyHashable> = []

    /// The list of the rows shown.
    public var body: some View {
        let (expansion, rowContent) = ($expanded, self.rowContent)
        let entries = OutlineEntry.flatten(data, id: id, children: children, expanded: expanded)
        return List(entries) { entry in
            OutlineRow(entry, expansion: expansion, content: rowContent(entry.element))
        }
    }
}

extension List {
    /// A lazy list of the rows of `data`'s trees, as SwiftUI's `List(_:children:rowContent:)`:
    /// an element whose `children` is not nil has an arrow that shows them, indented (see
    /// ``OutlineGroup``); only the rows on screen are made.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) {
        self.init(data, id: id, rowContent: rowContent)
        self.children = children
    }
}

extension List where Data.Element: Identifiable, ID == Data.Element.ID {
    /// A lazy list of the rows of `data`'s trees of identifiable elements; see
    /// ``init(_:id:children:rowContent:)``.
    public init(
        _ data: Data, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) {
        self.init(data, id: \.id, children: children, rowContent: rowContent)
    }
}
