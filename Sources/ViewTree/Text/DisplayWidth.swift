/// How many terminal cells a character takes, measured per grapheme cluster.
///
/// The C library's `wcwidth` works per code point and gets emoji sequences wrong (a ZWJ
/// family counts 4 or more, a VS16 emoji 1), so the width is decided for the whole
/// `Character`: emoji and East Asian wide or fullwidth characters take 2 cells, a cluster made
/// only of combining marks or zero-width code points takes 0, anything else 1.
public enum DisplayWidth {
    /// The cells `character` occupies.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.count == 1 && first.isASCII {
            return first.value < 0x20 || first.value == 0x7F ? 0 : 1
        }
        if isEmoji(scalars) { return 2 }
        if scalars.allSatisfy(isZeroWidth) { return 0 }
        return isWide(first.value) ? 2 : 1
    }

    /// The cells `text` occupies, the sum over its characters.
    public static func of(_ text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    /// An emoji shown as a picture: one with emoji presentation by default, or text-default
    /// made pictorial by U+FE0F, or any ZWJ sequence or keycap built from emoji.
    private static func isEmoji(_ scalars: Character.UnicodeScalarView) -> Bool {
        var sawEmoji = false
        for scalar in scalars {
            if scalar.properties.isEmojiPresentation { return true }
            if scalar.value == 0xFE0F && sawEmoji { return true }
            if scalar.value == 0x20E3 { return true }
            if scalar.properties.isEmoji { sawEmoji = true }
        }
        return false
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return true
        default: return scalar.value == 0x200B
        }
    }

    /// East Asian Width W or F, from the Unicode ranges that hold them.
    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
            0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
            0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD,
            0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
