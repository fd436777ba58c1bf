/// The characters of a text, each with the cells it takes: what writing, measuring and
/// cutting text walk.
///
/// A printable ASCII character followed by another ASCII byte, by nothing, or by a symbol that
/// never joins what precedes it (precomposed Latin letters, punctuation, arrows and other
/// symbols) is a character of its own, one cell wide, so it is taken by its byte alone; only
/// the rest is split into grapheme clusters and measured by ``DisplayWidth``. Lines on a
/// screen are mostly ASCII, and splitting clusters cost them several hundred instructions a
/// character. So does the arrow or the ellipsis among them: a scalar of the Basic
/// Multilingual Plane followed by ASCII (or by nothing) is a character of its own too, unless
/// it is one of the few that join what follows them (Unicode's Prepend marks), and is decoded
/// from its bytes.
enum CharacterCells {
    /// Calls `body` with each character of `text` in turn (as a code that knows the cells it
    /// takes) and the UTF-8 offset just after it, until `body` returns false.
    static func walk<Text: StringProtocol>(_ text: Text, _ body: (CharacterCode, Int) -> Bool) {
        walkRuns(
            text,
            plain: { bytes, run in
                for offset in run where !body(CharacterCode(ascii: bytes[offset]), offset + 1) { return false }
                return true
            }, other: body)
    }

    /// ``walk(_:_:)`` that hands each run of printable ASCII characters of their own (one cell
    /// each, most of a line) to `plain` at once, as the text's bytes and the run's offsets in
    /// them, and each other character to `other`; until either returns false.
    static func walkRuns<Text: StringProtocol>(
        _ text: Text, plain: (UnsafeBufferPointer<UInt8>, Range<Int>) -> Bool, other: (CharacterCode, Int) -> Bool
    ) {
        let walked: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            var offset = 0
            while offset < bytes.count {
                let run = plainRun(bytes, from: offset)
                if run > offset {
                    guard plain(bytes, offset..<run) else { return }
                    offset = run
                    continue
                }
                let byte = bytes[offset]
                let next = offset + 1
                // Carriage return and line feed make one character; an ASCII letter followed
                // by a combining mark, another.
                if byte < 0x80, next == bytes.count || (bytes[next] < 0x80 && !(byte == 13 && bytes[next] == 10)) {
                    guard other(CharacterCode(ascii: byte), next) else { return }
                    offset = next
                } else if let lone = loneScalar(in: bytes, at: offset) {
                    let end = offset + lone.utf8Count
                    guard other(CharacterCode(scalar: lone.scalar, width: DisplayWidth.of(scalar: lone.scalar)), end)
                    else { return }
                    offset = end
                } else {
                    let character = text[text.utf8.index(text.startIndex, offsetBy: offset)]
                    offset += character.utf8.count
                    guard other(CharacterCode(character, width: DisplayWidth.of(character)), offset) else { return }
                }
            }
        }
        guard walked == nil else { return }
        // A foreign string (bridged, not stored as UTF-8): split into clusters throughout.
        var offset = 0
        for character in text {
            offset += character.utf8.count
            guard other(CharacterCode(character, width: DisplayWidth.of(character)), offset) else { return }
        }
    }

    /// Where the run of printable ASCII characters of their own from `start` ends: each is
    /// followed by ASCII, by nothing, or by a scalar that never joins it.
    private static func plainRun(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var end = start
        while end < bytes.count, bytes[end] >= 0x20, bytes[end] < 0x7F {
            let next = end + 1
            guard next == bytes.count || bytes[next] < 0x80 || startsCharacterAfterASCII(bytes, at: next) else { break }
            end = next
        }
        return end
    }

    /// The scalar of two or three bytes at `offset` when it is a character by itself: ASCII
    /// (or the end) follows it, which joins nothing before it, and it is no Prepend mark
    /// (U+0600-0605, U+06DD, U+070F, U+0890-0891, U+08E2, U+0D4E on this plane), which
    /// joins what follows.
    private static func loneScalar(
        in bytes: UnsafeBufferPointer<UInt8>, at offset: Int
    ) -> (scalar: Unicode.Scalar, utf8Count: Int)? {
        guard let (value, count) = decode(bytes, at: offset),
            offset + count == bytes.count || bytes[offset + count] < 0x80,
            !(0x600...0x8FF).contains(value), value != 0xD4E, let scalar = Unicode.Scalar(value)
        else { return nil }
        return (scalar, count)
    }

    /// Whether the scalar at `offset` begins a character after an ASCII one: Latin-1's and
    /// the Latin extensions' letters and signs, punctuation, arrows, and the symbols and
    /// box-drawing characters up to U+2BFF (outside the joiners and the combining marks for
    /// symbols), none of which extends what precedes it.
    private static func startsCharacterAfterASCII(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        guard let (value, _) = decode(bytes, at: offset) else { return false }
        return (0xA0..<0x300).contains(value) || (0x2010..<0x20D0).contains(value) || (0x2100..<0x2C00).contains(value)
    }

    /// The value and length of the scalar of two or three UTF-8 bytes at `offset`; nil for
    /// any other.
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (value: UInt32, count: Int)? {
        let lead = bytes[offset]
        guard lead >= 0xC2, lead < 0xF0 else { return nil }
        let count = lead >= 0xE0 ? 3 : 2
        guard offset + count <= bytes.count else { return nil }
        var value = UInt32(lead & (count == 2 ? 0x1F : 0x0F))
        for index in (offset + 1)..<(offset + count) { value = value << 6 | UInt32(bytes[index] & 0x3F) }
        return (value, count)
    }
}
