/// The items whose title has a threshold date (`t:YYYY-MM-DD`): a task is hidden until its
/// threshold day, as topydo hides it. Kept by item id as items change through their list, so
/// which items are hidden today is found among the few with a threshold, never by reading a
/// million titles.
struct Thresholds {
    private var dates: [Int: CalendarDate] = [:]

    /// Item `id` now has the title `title`.
    mutating func update(id: Int, title: String) {
        var title = title
        dates[id] = title.withUTF8 { Self.date(in: $0) }
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

    /// The date of the first `t:` tag of a title or a line, on its bytes: a token starting at
    /// the beginning or after a space, holding a date.
    static func date(in bytes: UnsafeBufferPointer<UInt8>) -> CalendarDate? {
        let (space, t, colon) = (UInt8(ascii: " "), UInt8(ascii: "t"), UInt8(ascii: ":"))
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == t, bytes[index + 1] == colon, index == 0 || bytes[index - 1] == space {
                var end = index + 2
                while end < bytes.count, bytes[end] != space { end += 1 }
                return CalendarDate(
                    Substring(decoding: UnsafeBufferPointer(rebasing: bytes[(index + 2)..<end]), as: UTF8.self))
            }
            index += 1
        }
        return nil
    }
}
