/// How many terminal cells a character takes, measured per grapheme cluster.
///
/// The C library's `wcwidth` works per code point and gets emoji sequences wrong (a ZWJ
/// family counts 4 or more, a VS16 emoji 1), so the width is decided for the whole
/// `Character`: emoji and East Asian wide or fullwidth characters take 2 cells, a cluster made
/// only of combining marks or zero-width code points takes 0, anything else 1. The properties
/// come from ``DisplayWidthTable``, generated from one Unicode version's data files, so the
/// answer does not change with the Swift runtime's own Unicode tables.
public enum DisplayWidth {
    /// The cells `character` occupies.
    public static func of(_ character: Character) -> Int {
        // ASCII (most text) by its one byte, without walking the character's scalars.
        let utf8 = character.utf8
        if utf8.count == 1, let byte = utf8.first { return byte < 0x20 || byte == 0x7F ? 0 : 1 }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.index(after: scalars.startIndex) == scalars.endIndex { return of(scalar: first) }
        if isEmoji(scalars) { return 2 }
        if scalars.allSatisfy(isZeroWidth) { return 0 }
        return isWide(first.value) ? 2 : 1
    }

    /// The cells `text` occupies, the sum over its characters.
    public static func of(_ text: some StringProtocol) -> Int {
        var total = 0
        CharacterCells.walkRuns(
            text,
            plain: { _, run in
                total += run.count
                return true
            },
            other: { character, _ in
                total += character.width
                return true
            })
        return total
    }

    /// An emoji shown as a picture: one with emoji presentation by default, or text-default
    /// made pictorial by U+FE0F, or any ZWJ sequence or keycap built from emoji.
    private static func isEmoji(_ scalars: Character.UnicodeScalarView) -> Bool {
        var sawEmoji = false
        for scalar in scalars {
            if DisplayWidthTable.contains(DisplayWidthTable.emojiPresentation, scalar.value) { return true }
            if scalar.value == 0xFE0F && sawEmoji { return true }
            if scalar.value == 0x20E3 && scalars.count > 1 { return true }
            if DisplayWidthTable.contains(DisplayWidthTable.emoji, scalar.value) { sawEmoji = true }
        }
        return false
    }

    /// The cells a character of the one scalar `scalar` takes: what ``of(_:)-(Character)``
    /// gives for it, without a `Character` made.
    static func of(scalar: Unicode.Scalar) -> Int {
        if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F ? 0 : 1 }
        if DisplayWidthTable.contains(DisplayWidthTable.emojiPresentation, scalar.value) { return 2 }
        if isZeroWidth(scalar) { return 0 }
        return isWide(scalar.value) ? 2 : 1
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
            || DisplayWidthTable.contains(DisplayWidthTable.zeroWidth, scalar.value)
    }

    /// East Asian Width W or F, on every plane.
    private static func isWide(_ value: UInt32) -> Bool {
        DisplayWidthTable.contains(DisplayWidthTable.wide, value)
    }
}
