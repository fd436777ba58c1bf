/// A todo.txt priority, `(A)` to `(Z)`, in one byte: an item's optional priority costs no
/// more, which keeps a million items small.
public enum Priority: UInt8, Sendable, Comparable, CaseIterable, CustomStringConvertible, CustomDebugStringConvertible,
    ExpressibleByUnicodeScalarLiteral
{
    // The letters' ASCII codes.
    case a = 65, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s, t, u, v, w, x, y, z

    /// The priority a capital letter names; nil for anything else.
    public init?(_ letter: Character) {
        guard let ascii = letter.asciiValue, let priority = Priority(rawValue: ascii) else { return nil }
        self = priority
    }

    /// A priority written as its letter: `"B"`. Anything but `A` to `Z` stops the program.
    public init(unicodeScalarLiteral letter: Unicode.Scalar) {
        guard let priority = Priority(Character(letter)) else { preconditionFailure("\(letter) is no priority") }
        self = priority
    }

    /// The letter, as todo.txt writes it between parentheses.
    public var letter: Character { Character(Unicode.Scalar(rawValue)) }

    /// The letter: `A`.
    public var description: String { String(letter) }

    /// The letter quoted, as a log shows a value: `"A"`.
    public var debugDescription: String { "\"\(letter)\"" }

    /// `A` first.
    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }
}
