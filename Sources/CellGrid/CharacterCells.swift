/// The characters of a text, each with the cells it takes: what writing, measuring and
/// cutting text walk.
///
/// A printable ASCII character followed by another ASCII byte (or by nothing) is a character
/// of its own, one cell wide, so it is taken by its byte alone; only the rest is split into
/// grapheme clusters and measured by ``DisplayWidth``. Lines on a screen are mostly ASCII, and
/// splitting clusters cost them several hundred instructions a character.
enum CharacterCells {
    /// Calls `body` with each character of `text` in turn (as a code that knows the cells it
    /// takes) and the UTF-8 offset just after it, until `body` returns false.
    static func walk<Text: StringProtocol>(_ text: Text, _ body: (CharacterCode, Int) -> Bool) {
        let walked: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            var offset = 0
            while offset < bytes.count {
                let byte = bytes[offset]
                let next = offset + 1
                // Carriage return and line feed make one character; an ASCII letter followed
                // by a combining mark, another.
                if byte < 0x80, next == bytes.count || (bytes[next] < 0x80 && !(byte == 13 && bytes[next] == 10)) {
                    guard body(CharacterCode(ascii: byte), next) else { return }
                    offset = next
                } else {
                    let character = text[text.utf8.index(text.startIndex, offsetBy: offset)]
                    offset += character.utf8.count
                    guard body(CharacterCode(character, width: DisplayWidth.of(character)), offset) else { return }
                }
            }
        }
        guard walked == nil else { return }
        // A foreign string (bridged, not stored as UTF-8): split into clusters throughout.
        var offset = 0
        for character in text {
            offset += character.utf8.count
            guard body(CharacterCode(character, width: DisplayWidth.of(character)), offset) else { return }
        }
    }
}
