import TrackingCore

/// Seed 002's list with a selected row.
@Trackable
final class TodoList {
    var items: [TodoItem]
    var selection: Int?
    @TrackingIgnored private var lastID: Int

    init(titles: [String]) {
        items = titles.enumerated().map { TodoItem(id: $0.offset, title: $0.element) }
        lastID = titles.count - 1
        selection = nil
    }

    /// Seed 002's seven items.
    static func seed() -> TodoList {
        TodoList(titles: ["aaa", "bbb", "ccc", "ddd", "eee", "fff", "ggg"])
    }

    func makeItem(_ title: String) -> TodoItem {
        lastID += 1
        return TodoItem(id: lastID, title: title)
    }

    func isSelected(_ item: TodoItem) -> Bool {
        guard let selection, selection < items.count else { return false }
        return items[selection] === item
    }
}
