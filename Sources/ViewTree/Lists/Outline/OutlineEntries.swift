/// A tree's rows as an outline shows them: each element, then its children's rows while it
/// is expanded. Made again only when the data or what is expanded changes.
struct OutlineEntry<Element>: Identifiable {
    let element: Element
    let id: AnyHashable
    let depth: Int
    /// Whether it has a children collection (empty or not): it shows a disclosure arrow.
    let hasChildren: Bool
    let isExpanded: Bool

    /// The rows of `data`, depth first, going into the children of the elements whose ids are
    /// in `expanded`.
    static func flatten<Roots: Collection, Data: Collection, ID: Hashable>(
        _ data: Roots, id: KeyPath<Element, ID>, children: KeyPath<Element, Data?>, expanded: Set<AnyHashable>
    ) -> [OutlineEntry] where Roots.Element == Element, Data.Element == Element {
        var entries: [OutlineEntry] = []
        // A stack of the elements still to list, last first: no recursion for deep trees.
        var pending: [(element: Element, depth: Int)] = Array(data).reversed().map { ($0, 0) }
        while let (element, depth) = pending.popLast() {
            let key = AnyHashable(element[keyPath: id])
            let kids = element[keyPath: children]
            let isExpanded = kids != nil && expanded.contains(key)
            entries.append(
                OutlineEntry(element: element, id: key, depth: depth, hasChildren: kids != nil, isExpanded: isExpanded))
            if isExpanded, let kids { pending += Array(kids).reversed().map { ($0, depth + 1) } }
        }
        return entries
    }
}

/// One row of an outline: indented by its depth, its disclosure arrow (a leaf has none), then
/// the row's content.
struct OutlineRow<Content: View>: View {
    let depth: Int
    let hasChildren: Bool
    let isExpanded: Bool
    let toggle: () -> Void
    let content: Content

    /// The row of `entry`, whose arrow adds it to `expansion` or takes it out.
    init<Element>(_ entry: OutlineEntry<Element>, expansion: Binding<Set<AnyHashable>>, content: Content) {
        depth = entry.depth
        hasChildren = entry.hasChildren
        isExpanded = entry.isExpanded
        toggle = { expansion.wrappedValue.formSymmetricDifference([entry.id]) }
        self.content = content
    }

    var body: some View {
        HStack(cellSpacing: 1) {
            if hasChildren {
                OutlineDisclosure(isExpanded: isExpanded, toggle: toggle)
            } else {
                Text(" ")
            }
            content
        }
        .cellPadding(.leading, depth * 2)
    }
}

/// An outline row's arrow: `▸` collapsed, `▾` expanded, reversed while focused. Right
/// expands, Left collapses, Return, Space or a click toggle.
struct OutlineDisclosure: View {
    /// The arrow an outline's row and a tree table's row show.
    static func arrow(isExpanded: Bool) -> String { isExpanded ? "▾" : "▸" }

    let isExpanded: Bool
    let toggle: () -> Void
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let isFocused = FocusReader.isFocused(accepting: isEnabled)
        let (isExpanded, toggle) = (self.isExpanded, self.toggle)
        return Text(Self.arrow(isExpanded: isExpanded))
            .reverse(isFocused)
            .onKeyPress { press in
                switch press.key {
                case .rightArrow where !isExpanded, .leftArrow where isExpanded: toggle()
                case _ where press.activates: toggle()
                default: return .ignored
                }
                return .handled
            }
    }
}
