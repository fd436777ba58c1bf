import TrackingCore
import ViewTree

/// The items and the selected row.
///
/// Also an `ObservableObject` for the coarse screens. Its items send its `objectWillChange`,
/// as items kept as values in a `@Published` array do: any change of the list or of one item
/// reaches every view that holds the list or any item.
@Trackable
public final class TodoList: ObservableObject {
    /// The items in file order. Add and replace them through the list's methods, which make
    /// them send the list's `objectWillChange`.
    public private(set) var items: [TodoItem]
    /// The index of the selected row; 0 when the list is empty.
    public var selection = 0
    /// How many items are done, kept as items change through the list, so the header reads
    /// one number instead of every item (a toggle stays O(1) at any length).
    public private(set) var doneCount = 0
    @TrackingIgnored private var lastID: Int
    /// Blank lines after the last item in its file, kept for writing it back.
    @TrackingIgnored public private(set) var trailingLines: [TodoTxtLine] = []

    /// A list of open items with these titles, numbered from 1.
    public init(titles: [String]) {
        items = titles.enumerated().map { TodoItem(id: $0.offset + 1, title: $0.element) }
        lastID = titles.count
        adopt(items)
    }

    /// A list of items read from a file, and the blank lines after the last one.
    public init(items: [TodoItem], trailingLines: [TodoTxtLine] = []) {
        self.items = items
        self.trailingLines = trailingLines
        lastID = items.map(\.id).max() ?? 0
        doneCount = items.reduce(0) { $0 + ($1.isDone ? 1 : 0) }
        adopt(items)
    }

    /// Makes `newItems` send this list's `objectWillChange`.
    private func adopt(_ newItems: [TodoItem]) {
        for item in newItems where item.objectWillChange !== objectWillChange {
            item.objectWillChange = objectWillChange
        }
    }

    /// Puts `items` in place of the current ones, keeping the selection in range.
    public func replaceItems(_ newItems: [TodoItem], trailingLines: [TodoTxtLine] = []) {
        items = newItems
        adopt(newItems)
        self.trailingLines = trailingLines
        doneCount = newItems.reduce(0) { $0 + ($1.isDone ? 1 : 0) }
        lastID = max(lastID, newItems.map(\.id).max() ?? 0)
        selection = newItems.isEmpty ? 0 : min(selection, newItems.count - 1)
    }

    /// The seven items of the demo this app reproduces: `aaa` to `ggg`.
    public static func demo() -> TodoList {
        TodoList(titles: ["aaa", "bbb", "ccc", "ddd", "eee", "fff", "ggg"])
    }

    /// `count` items named `item 1`, `item 2`, ..., for scale demos.
    public static func generated(count: Int) -> TodoList {
        TodoList(titles: (1...max(1, count)).map { "item \($0)" })
    }

    /// The item at the selection, if the list has items.
    public var selectedItem: TodoItem? {
        items.indices.contains(selection) ? items[selection] : nil
    }

    /// Whether `item` is the selected one; views read it through `derived`.
    public func isSelected(_ item: TodoItem) -> Bool {
        selectedItem === item
    }

    /// Moves the selection by `offset` rows, stopping at the ends.
    public func moveSelection(by offset: Int) {
        guard !items.isEmpty else { return }
        selection = min(max(0, selection + offset), items.count - 1)
    }

    /// Adds an item after the selected one (at the end of an empty list) and selects it.
    @discardableResult
    public func insertItem(title: String) -> TodoItem {
        lastID += 1
        let item = TodoItem(id: lastID, title: title)
        let index = items.isEmpty ? 0 : selection + 1
        items.insert(item, at: index)
        adopt([item])
        selection = index
        return item
    }

    /// Marks `item` done on `date` or not done, keeping the count.
    public func setDone(_ item: TodoItem, _ done: Bool, on date: String) {
        guard item.isDone != done else { return }
        item.setDone(done, on: date)
        doneCount += done ? 1 : -1
    }

    /// Puts `item` back at `index` (after an undo) and selects it. The blank lines that stood
    /// before it, handed on by ``remove(_:)``, come back with it.
    public func insert(_ item: TodoItem, at index: Int) {
        let position = min(max(0, index), items.count)
        let count = item.linesBefore.count
        updateLinesBefore(position) { $0.removeFirst(min(count, $0.count)) }
        items.insert(item, at: position)
        adopt([item])
        if item.isDone { doneCount += 1 }
        selection = position
    }

    /// Sets all of `item`'s parts from `task`, keeping the count.
    public func apply(_ task: TodoTxtTask, to item: TodoItem) {
        if item.isDone != task.isDone { doneCount += task.isDone ? 1 : -1 }
        item.isDone = task.isDone
        item.completionDate = task.completionDate
        item.priority = task.priority
        item.creationDate = task.creationDate
        item.title = task.description
    }

    /// Removes `item`, keeping the selection on a neighbouring row. Only the item's own line
    /// leaves the file: the blank lines before it stay, before the next item (todo.txt users
    /// address tasks by line number).
    public func remove(_ item: TodoItem) {
        guard let index = items.firstIndex(where: { $0 === item }) else { return }
        if item.isDone { doneCount -= 1 }
        items.remove(at: index)
        updateLinesBefore(index) { $0.insert(contentsOf: item.linesBefore, at: 0) }
        selection = items.isEmpty ? 0 : min(selection, items.count - 1)
    }

    /// Changes the blank lines before the item at `position`, or after the last item when
    /// `position` is past the end.
    private func updateLinesBefore(_ position: Int, _ change: (inout [TodoTxtLine]) -> Void) {
        if position < items.count {
            change(&items[position].linesBefore)
        } else {
            change(&trailingLines)
        }
    }
}
