/// Which items show and in what order: a filter (text, `+project` or `@context`) and a sort.
/// The list view and the keys that move the selection use the same query, so what moves is
/// what is seen.
public struct ItemQuery: Equatable, Sendable {
    /// Text an item's title must contain, ignoring case; empty shows every item.
    public var filter = ""
    /// The order the rows are shown in.
    public var sort = SortOrder.file

    /// A query with this filter and order.
    public init(filter: String = "", sort: SortOrder = .file) {
        self.filter = filter
        self.sort = sort
    }

    /// Whether all items show in file order: then `items` itself is the answer, at no cost.
    public var isIdentity: Bool { filter.isEmpty && sort == .file }

    /// The items to show.
    public func apply(to items: [TodoItem]) -> [TodoItem] {
        if isIdentity { return items }
        var shown = filter.isEmpty ? items : items.filter(matches)
        switch sort {
        case .file: break
        case .priority: shown = stableSorted(shown) { $0.priority?.description ?? "~" }
        case .dueDate: shown = stableSorted(shown) { $0.task.value(for: "due").map(String.init) ?? "~" }
        }
        return shown
    }

    /// A `+project` or `@context` filter matches whole tokens; other text matches anywhere in
    /// the title, ignoring case.
    public func matches(_ item: TodoItem) -> Bool {
        let title = item.title
        if let first = filter.first, first == "+" || first == "@", !filter.contains(" ") {
            return title.split(separator: " ").contains { $0 == filter }
        }
        return title.lowercased().contains(filter.lowercased())
    }

    private func stableSorted(_ items: [TodoItem], by key: (TodoItem) -> String) -> [TodoItem] {
        items.enumerated().map { (key($0.element), $0.offset, $0.element) }
            .sorted { ($0.0, $0.1) < ($1.0, $1.1) }
            .map(\.2)
    }
}
