import TrackingCore
import ViewTree

/// The items and the selected row.
///
/// Also an `ObservableObject` for the coarse views. Its items send its `objectWillChange`,
/// as items kept as values in a `@Published` array do: any change of the list or of one item
/// reaches every view that holds the list or any item.
@Trackable
public final class TodoList: ObservableObject {
    /// The items in file order; a file's are made from its lines when first read. Add and
    /// replace them through the list's methods, which make them send the list's
    /// `objectWillChange`.
    public private(set) var items: TodoItems
    /// The index of the selected row; 0 when the list is empty.
    public var selection = 0
    /// How many items are done, kept as items change through the list, so the header reads
    /// one number instead of every item (a toggle stays O(1) at any length).
    public private(set) var doneCount = 0
    /// Goes up whenever an item's title or priority changes through the list, or items come
    /// or go: what a filter or a sort depends on, read once instead of a million items'
    /// properties.
    public private(set) var revision = 0
    /// The last query's answer and the revision it was made at: moving the selection among
    /// a million filtered items does not filter them again.
    @TrackingIgnored private var shownCache: (query: ItemQuery, revision: Int, items: TodoItems)?
    @TrackingIgnored private var lastID: Int
    /// Sent before any change of the list or of one of its items.
    public let objectWillChange: ObservableObjectPublisher
    /// Today, as the items' dates are read against it (``refreshDay()``).
    public let day = DayClock()
    /// The items hidden today: their threshold (`t:`) is after today. Changes only when an
    /// item comes in or goes out of it.
    public private(set) var hiddenIDs: Set<Int> = []
    @TrackingIgnored private var thresholds = Thresholds()
    /// The open tasks of each `+project` and `@context`, once the sidebar asked for them
    /// (``countTokens()``).
    public internal(set) var tokenCounts: TokenCounts?
    /// Whether the list records its ``LineChange``s, for a file's document to follow.
    @TrackingIgnored public var recordsLineChanges = false
    @TrackingIgnored private var lineChanges: [LineChange] = []

    /// A list of open items with these titles, numbered from 1.
    public convenience init(titles: [String]) {
        self.init(count: titles.count) { TodoItem(id: $0 + 1, title: titles[$0], publisher: $1) }
    }

    /// A list of `count` items made by `make` from their index and the list's publisher, which
    /// they send before they change.
    public convenience init(count: Int, _ make: (Int, ObservableObjectPublisher) -> TodoItem) {
        let publisher = ObservableObjectPublisher()
        self.init(items: TodoItems(count: count) { make($0, publisher) }, publisher: publisher)
    }

    /// A list of these items, made elsewhere, sending `publisher`.
    public convenience init(items: [TodoItem], publisher: ObservableObjectPublisher = ObservableObjectPublisher()) {
        self.init(items: TodoItems(items), publisher: publisher)
    }

    /// A list of these items, read from a file or made elsewhere, sending `publisher`.
    public init(items: TodoItems, publisher: ObservableObjectPublisher = ObservableObjectPublisher()) {
        self.items = items
        objectWillChange = publisher
        (doneCount, lastID) = items.adopt(publisher)
        thresholds = items.thresholds()
        refreshHidden()
    }

    /// Puts `items` in place of the current ones, keeping the selection in range. The line
    /// changes not taken yet are dropped: the new items come with a document of their own.
    public func replaceItems(_ newItems: TodoItems) {
        items = newItems
        revision += 1
        lineChanges = []
        let (doneCount, newLastID) = newItems.adopt(objectWillChange)
        self.doneCount = doneCount
        lastID = max(lastID, newLastID)
        thresholds = newItems.thresholds()
        refreshHidden()
        if tokenCounts != nil { tokenCounts = TokenCounts(items: newItems) }
        selection = newItems.isEmpty ? 0 : min(selection, newItems.count - 1)
    }

    /// The seven items of the demo this app reproduces: `aaa` to `ggg`.
    public static func demo() -> TodoList {
        TodoList(titles: ["aaa", "bbb", "ccc", "ddd", "eee", "fff", "ggg"])
    }

    /// What `query` shows at `revision`: the cached answer, or `make`'s.
    func shownItems(for query: ItemQuery, at revision: Int, _ make: () -> TodoItems) -> TodoItems {
        if let cache = shownCache, cache.query == query, cache.revision == revision { return cache.items }
        let items = make()
        shownCache = (query, revision, items)
        return items
    }

    /// The line changes made since the last call, in order, for the file's document.
    public func takeLineChanges() -> [LineChange] {
        defer { lineChanges = [] }
        return lineChanges
    }

    /// Records that `item`'s line changed, for the file.
    private func recordLine(of item: TodoItem) {
        if recordsLineChanges { lineChanges.append(.replace(id: item.id, line: item.task.line)) }
    }

    /// The id the next item made for the list gets: ids are never reused within a run.
    var nextID: Int { lastID + 1 }

    /// The item at the selection, if the list has items.
    public var selectedItem: TodoItem? {
        items.indices.contains(selection) ? items[selection] : nil
    }

    /// Whether `item` is the selected one; views read it through `derived`.
    public func isSelected(_ item: TodoItem) -> Bool {
        selectedItem === item
    }

    /// Selects `item` (a click on its row).
    public func select(_ item: TodoItem) {
        if let index = items.firstIndex(of: item), index != selection { selection = index }
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
        let item = TodoItem(id: lastID, title: title, publisher: objectWillChange)
        let index = items.isEmpty ? 0 : selection + 1
        items.insert(item, at: index)
        revision += 1
        if recordsLineChanges { lineChanges.append(.insert(id: item.id, line: item.task.line, at: index)) }
        selection = index
        return item
    }

    /// Marks `item` done on `date` or not done, keeping the count.
    public func setDone(_ item: TodoItem, _ done: Bool, on date: String) {
        guard item.isDone != done else { return }
        // Done moves the priority into a `pri:` tag, not done may take it back: what a sort
        // and a filter read.
        if done ? item.priority != nil : TodoItem.priorityTag(in: item.title) != nil { revision += 1 }
        item.setDone(done, on: date)
        doneCount += done ? 1 : -1
        recordLine(of: item)
        tokenCounts?.update(item)
    }

    /// Sets `item`'s priority.
    public func setPriority(_ item: TodoItem, _ priority: Priority?) {
        guard item.priority != priority else { return }
        revision += 1
        item.priority = priority
        recordLine(of: item)
    }

    /// Adds an item for `task` at the end (as todo.sh adds), keeping the selection.
    @discardableResult
    public func append(_ task: TodoTxtTask) -> TodoItem {
        lastID += 1
        let item = TodoItem(id: lastID, task: task, publisher: objectWillChange)
        let selected = selection
        insert(item, at: items.count)
        selection = selected
        return item
    }

    /// Puts `item` back at `index` (after an undo) and selects it. In the file the blank lines
    /// that stood before it come back with it (see ``TodoDocument``).
    public func insert(_ item: TodoItem, at index: Int) {
        let position = min(max(0, index), items.count)
        items.insert(item, at: position)
        if item.objectWillChange !== objectWillChange { item.objectWillChange = objectWillChange }
        revision += 1
        if item.isDone { doneCount += 1 }
        if recordsLineChanges { lineChanges.append(.insert(id: item.id, line: item.task.line, at: position)) }
        selection = position
        noteThreshold(of: item)
        tokenCounts?.insert(item)
    }

    /// Sets all of `item`'s parts from `task`, keeping the count.
    public func apply(_ task: TodoTxtTask, to item: TodoItem) {
        if item.isDone != task.isDone { doneCount += task.isDone ? 1 : -1 }
        // Title and priority may change: what filters and sorts read. (The item page types
        // into the title in place, so comparing with it would not tell.)
        revision += 1
        item.isDone = task.isDone
        item.completionDate = task.completionDate.flatMap(CalendarDate.init)
        item.priority = task.priority.flatMap(Priority.init)
        item.creationDate = task.creationDate.flatMap(CalendarDate.init)
        item.title = task.description
        recordLine(of: item)
        noteThreshold(of: item)
        tokenCounts?.update(item)
    }

    /// Removes `item`, keeping the selection on a neighbouring row. In the file only the
    /// item's own line goes: the blank lines before it stay (see ``TodoDocument``).
    public func remove(_ item: TodoItem) {
        guard let index = items.firstIndex(of: item) else { return }
        if item.isDone { doneCount -= 1 }
        items.remove(at: index)
        revision += 1
        if recordsLineChanges { lineChanges.append(.remove(at: index)) }
        selection = items.isEmpty ? 0 : min(selection, items.count - 1)
        thresholds.remove(id: item.id)
        noteThreshold(of: item, hides: false)
        tokenCounts?.remove(item)
    }

    /// Reads today's date again (from `now` from now on, when given): the items whose
    /// threshold arrives show.
    public func refreshDay(from now: (() -> String)? = nil) {
        if let now { day.read(from: now) } else { day.refresh() }
        refreshHidden()
    }

    /// Hides `item` or shows it after a change of its title (or when it goes): one item's
    /// change, not a pass over every threshold.
    private func noteThreshold(of item: TodoItem, hides: Bool? = nil) {
        let hides = hides ?? (thresholds.update(id: item.id, title: item.title).map { $0 > day.today } ?? false)
        guard hides != hiddenIDs.contains(item.id) else { return }
        if hides { hiddenIDs.insert(item.id) } else { hiddenIDs.remove(item.id) }
        revision += 1
    }

    /// Sets the hidden items when they changed (a new day, new items): a filter's answer
    /// changes with them.
    private func refreshHidden() {
        let hidden = thresholds.hidden(on: day.today)
        guard hidden != hiddenIDs else { return }
        hiddenIDs = hidden
        revision += 1
    }
}
