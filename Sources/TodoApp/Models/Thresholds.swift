/// The items whose title has a threshold date (`t:YYYY-MM-DD`): a task is hidden until its
/// threshold day, as topydo hides it. Kept by item id as items change through their list, so
/// which items are hidden today is found among the few with a threshold, never by reading a
/// million titles.
struct Thresholds {
    private var dates: [Int: CalendarDate] = [:]

    /// Item `id` now has the title `title`; returns its threshold.
    @discardableResult
    mutating func update(id: Int, title: String) -> CalendarDate? {
        var title = title
        let date = title.withUTF8 { Self.date(in: $0) }
        // Most titles have no threshold: removing one from a table without any would hash
        // every id, a million of them for a list made at once.
        if date != nil || !dates.isEmpty { dates[id] = date }
        return date
    }

    /// Item `id` left the list.
    mutating func remove(id: Int) {
        dates[id] = nil
    }

    /// Sets the threshold of item `id` found elsewhere (a file's lines, read once).
    mutating func set(_ date: CalendarDate, id: Int) {
        dates[id] = date
    }

    /// The items whose threshold is after `today`.
    func hidden(on today: CalendarDate) -> Set<Int> {
        Set(dates.lazy.filter { $0.value > today }.map(\.key))
    }

    /// The date of the first `t:` tag of a title or a line, on its bytes.
    static func date(in bytes: UnsafeBufferPointer<UInt8>) -> CalendarDate? {
        TodoTxtTask.value(of: key, in: bytes).flatMap { CalendarDate(Substring(decoding: $0, as: UTF8.self)) }
    }

    private static let key = Array("t:".utf8)
}
