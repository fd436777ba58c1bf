/// A todo.txt date, `YYYY-MM-DD`, in four bytes: the eight digits as one number, so it is
/// written back exactly as read (todo.txt asks for digits, not for a real day).
public struct CalendarDate: Equatable, Comparable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The eight digits as one number: `20261124`.
    let digits: UInt32

    init(digits: UInt32) {
        self.digits = digits
    }

    /// The date `text` writes, when it is `YYYY-MM-DD` (ten characters, digits and dashes).
    public init?(_ text: some StringProtocol) {
        var digits: UInt32 = 0
        var count = 0
        for (offset, byte) in text.utf8.enumerated() {
            if offset == 4 || offset == 7 {
                guard byte == UInt8(ascii: "-") else { return nil }
                continue
            }
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            digits = digits * 10 + UInt32(byte - UInt8(ascii: "0"))
            count += 1
        }
        guard count == 8, text.utf8.count == 10 else { return nil }
        self.digits = digits
    }

    /// `YYYY-MM-DD`: the eight digits written straight into ten bytes (a tick writes a date,
    /// and padding strings cost a toggle thousands of instructions).
    public var description: String {
        String(unsafeUninitializedCapacity: 10) { bytes in
            var rest = digits
            for index in (0..<10).reversed() {
                if index == 4 || index == 7 {
                    bytes[index] = UInt8(ascii: "-")
                } else {
                    bytes[index] = UInt8(ascii: "0") + UInt8(rest % 10)
                    rest /= 10
                }
            }
            return 10
        }
    }

    /// The date quoted, as a string would show in a log: `"2026-11-22"`.
    public var debugDescription: String { "\"\(description)\"" }

    /// Earlier dates first.
    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool { lhs.digits < rhs.digits }

    /// Today's local date as todo.txt writes it: `YYYY-MM-DD`.
    public static func today() -> String {
        let (year, month, day) = POSIX.today()
        return "\(year)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
    }
}
