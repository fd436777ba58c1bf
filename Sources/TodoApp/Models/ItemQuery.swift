import TrackingCore

/// Which items show and in what order: a filter (text, `+project` or `@context`), a sort, and
/// whether tasks before their threshold day show. The list view and the keys that move the
/// selection use the same query, so what moves is what is seen.
public struct ItemQuery: Equatable, Sendable {
    /// Text an item's title must contain, ignoring case; empty shows every item.
    public var filter = ""
    /// The order the rows are shown in.
    public var sort = SortOrder.file
    /// Whether tasks whose threshold (`t:`) is after today show; hidden by default.
    public var showsFutureTasks = false

    /// A query with this filter and order.
    public init(filter: String = "", sort: SortOrder = .file) {
        self.filter = filter
        self.sort = sort
    }

    /// Whether the query keeps every item in file order: no filter, no sort.
    public var isIdentity: Bool { filter.isEmpty && sort == .file }

    /// Whether all of `list`'s items show in file order: then `items` itself is the answer,
    /// at no cost. Reads which items are hidden today.
    public func isIdentity(on list: TodoList) -> Bool {
        isIdentity && (showsFutureTasks || list.hiddenIDs.isEmpty)
    }

    /// The items of `list` to show. A view calling it depends on the list's items, on the
    /// items hidden today, and on its ``TodoList/revision`` (titles and priorities), not on
    /// each of a million items' titles, which it reads untracked: one tracked read instead of
    /// a million.
    public func apply(to list: TodoList) -> TodoItems {
        let items = list.items
        if isIdentity(on: list) { return items }
        let revision = list.revision
        let hidden = showsFutureTasks ? [] : list.hiddenIDs
        return withoutTracking {
            list.shownItems(for: self, at: revision) { apply(to: hidden.isEmpty ? items : items.removing(ids: hidden)) }
        }
    }

    /// Whether `item` of `list` shows: it matches the filter and is not hidden today.
    public func shows(_ item: TodoItem, of list: TodoList) -> Bool {
        (filter.isEmpty || matches(item)) && (showsFutureTasks || !list.hiddenIDs.contains(item.id))
    }

    /// The items to show. Titles and priorities are read on the lines of items not made
    /// yet, which stay unmade: only the rows shown make theirs.
    public func apply(to items: TodoItems) -> TodoItems {
        if isIdentity { return items }
        let matcher = Matcher(filter)
        let shown = filter.isEmpty ? items : items.filter(title: matcher.matches, titleBytes: matcher.matches(bytes:))
        switch sort {
        case .file: return shown
        case .priority:
            // Priorities as their letters' codes, none last; equal ones keep file order.
            return shown.sorted { shown.priority(at: $0)?.rawValue ?? UInt8.max }
        case .dueDate: return shown.sorted { shown.withTitle(at: $0, Self.dueDate) ?? "~" }
        }
    }

    /// The value of the title's first `due:` tag (`2026-12-01`), found on the title's bytes
    /// without splitting it: a sort reads a million of them.
    private static func dueDate(in title: Substring) -> String? {
        var title = title
        return title.withUTF8 { bytes in
            TodoTxtTask.value(of: dueKey, in: bytes).map { String(decoding: $0, as: UTF8.self) }
        }
    }

    private static let dueKey = Array("due:".utf8)

    /// A `+project` or `@context` filter matches whole tokens; other text matches anywhere in
    /// the title, ignoring case.
    public func matches(_ item: TodoItem) -> Bool {
        Matcher(filter).matches(item.title[...])
    }

    /// The filter prepared once for a pass over many items.
    private struct Matcher {
        let filter: String
        let lowercased: String
        let isToken: Bool
        /// The filter's bytes, when it is ASCII: titles are then searched byte by byte.
        let ascii: [UInt8]?

        init(_ filter: String) {
            self.filter = filter
            lowercased = filter.lowercased()
            isToken = filter.first.map { $0 == "+" || $0 == "@" } == true && !filter.contains(" ")
            ascii = lowercased.utf8.allSatisfy { $0 < 128 } ? Array(lowercased.utf8) : nil
        }

        func matches(_ title: Substring) -> Bool {
            if isToken { return title.split(separator: " ").contains { $0 == filter } }
            var title = title
            if let found = title.withUTF8({ matches(bytes: $0) }) { return found }
            return title.lowercased().contains(lowercased)
        }

        /// Whether a title's bytes match, when that can be told on them: a text filter of
        /// ASCII on an ASCII title; nil otherwise.
        func matches(bytes title: UnsafeBufferPointer<UInt8>) -> Bool? {
            guard !isToken, let ascii else { return nil }
            return Self.containsIgnoringASCIICase(title, ascii)
        }

        /// Whether `title` contains `needle` (lowercase ASCII), ignoring ASCII case; nil when
        /// the title is not ASCII, for the Unicode-aware path.
        private static func containsIgnoringASCIICase(_ bytes: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool? {
            if bytes.contains(where: { $0 >= 128 }) { return nil }
            guard needle.count <= bytes.count else { return false }
            if needle.isEmpty { return true }
            for start in 0...(bytes.count - needle.count) {
                var index = 0
                while index < needle.count, lower(bytes[start + index]) == needle[index] { index += 1 }
                if index == needle.count { return true }
            }
            return false
        }

        private static func lower(_ byte: UInt8) -> UInt8 {
            (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
        }
    }
}
