import Foundation

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

    /// The value of the first non-empty `key:` tag in a description's or a line's bytes
    /// (`key` given with its colon, `due:`), found without making strings: what a sort or an
    /// index reads on a million lines. The same tag ``value(for:)`` finds.
    static func value(of key: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
        let space = UInt8(ascii: " ")
        guard let first = key.first, let base = bytes.baseAddress else { return nil }
        var start = 0
        while start + key.count < bytes.count {
            // The next place of the key's first byte, found by the C library's `memchr` (most
            // bytes are not it, and an index reads a million lines); a tag starts there if it
            // is the line's start or follows a space.
            guard let found = memchr(base + start, Int32(first), bytes.count - key.count - start) else { return nil }
            start = UnsafeRawPointer(found) - UnsafeRawPointer(base)
            if start == 0 || bytes[start - 1] == space, Self.holds(key, in: bytes, at: start) {
                var end = start + key.count
                while end < bytes.count, bytes[end] != space { end += 1 }
                if end > start + key.count { return UnsafeBufferPointer(rebasing: bytes[(start + key.count)..<end]) }
            }
            start += 1
        }
        return nil
    }

    /// Whether `bytes` hold `key` from `start`, which has room for it.
    private static func holds(_ key: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        for offset in 1..<key.count where bytes[start + offset] != key[offset] { return false }
        return true
    }
}
