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
        guard let last = key.last, let base = bytes.baseAddress else { return nil }
        // Found by the key's last byte, its colon, with the C library's `memchr`: most lines
        // have no colon at all, where the key's first letter (the `t` of `t:`) is in most
        // words; an index reads a million lines. The colon needs a byte after it.
        var colon = key.count - 1
        while colon + 1 < bytes.count {
            guard let found = memchr(base + colon, Int32(last), bytes.count - 1 - colon) else { return nil }
            colon = UnsafeRawPointer(found) - UnsafeRawPointer(base)
            // A tag starts the line or follows a space.
            let start = colon + 1 - key.count
            if start == 0 || bytes[start - 1] == space, Self.holds(key, in: bytes, at: start) {
                var end = colon + 1
                while end < bytes.count, bytes[end] != space { end += 1 }
                if end > colon + 1 { return UnsafeBufferPointer(rebasing: bytes[(colon + 1)..<end]) }
            }
            colon += 1
        }
        return nil
    }

    /// Whether `bytes` hold `key` from `start`, which has room for it.
    private static func holds(_ key: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        for offset in 0..<key.count - 1 where bytes[start + offset] != key[offset] { return false }
        return true
    }
}
