/// The `key:value` tags of a task's description (`due:2026-12-01`, `t:2026-11-30`,
/// `rec:+1w`) as dates, and set without touching the rest of the line (read by
/// ``value(for:)``).
extension TodoTxtTask {
    /// The date of the first tag with this key, when it is a date.
    public func date(tag key: String) -> CalendarDate? {
        value(for: key).flatMap(CalendarDate.init)
    }

    /// Sets the first tag with this key to `value`, or adds `key:value` at the end of the
    /// description; the other bytes of the line stay as they were.
    public mutating func setTag(_ key: String, to value: String) {
        if let old = self.value(for: key) {
            description.replaceSubrange(old.startIndex..<old.endIndex, with: value)
        } else {
            description += (description.isEmpty || description.hasSuffix(" ") ? "" : " ") + key + ":" + value
        }
    }
}
