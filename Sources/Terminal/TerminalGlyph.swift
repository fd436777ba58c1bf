import CNcurses
import CellGrid

/// How one cell's character is handed to ncurses so that the terminal advances exactly as
/// many columns as the layout counted.
///
/// The layout measures width per grapheme cluster; ncurses measures per code point with the
/// C library's `wcwidth`, which disagrees for emoji with VS16 (1 instead of 2) and ZWJ
/// sequences (4 or more instead of 2). Where they disagree, the cell shows the cluster's first
/// character and, if that is narrower, a blank after it: columns stay aligned in every
/// terminal, at the cost of drawing `❤️` as `❤` and a family emoji as its first person.
struct TerminalGlyph {
    /// A spacing character and its zero-width followers, NUL-terminated, for `setcchar`.
    let characters: [wchar_t]
    /// What to put in the next column, when the layout's second column is not covered.
    let follower: [wchar_t]?

    init(_ character: Character) {
        let scalars = character.unicodeScalars.map { wchar_t(bitPattern: $0.value) }
        let layoutWidth = DisplayWidth.of(character)
        let first = scalars[0]
        let firstWidth = Int(cncurses_wcwidth(first))
        let followersAreZeroWidth = scalars.dropFirst().allSatisfy { cncurses_wcwidth($0) == 0 }
        if firstWidth == layoutWidth, followersAreZeroWidth, scalars.count <= 5 {
            characters = scalars + [0]
            follower = nil
        } else if firstWidth == layoutWidth {
            characters = [first, 0]
            follower = nil
        } else if scalars.count == 2, Self.isRegionalIndicator(first), Self.isRegionalIndicator(scalars[1]) {
            // A flag: two one-column letters that the terminal joins into one glyph.
            characters = [first, 0]
            follower = [scalars[1], 0]
        } else if firstWidth > layoutWidth {
            // Wider in the C library than in the layout's Unicode table: a stand-in of the
            // layout's width, so nothing spills into the next cell.
            characters = [layoutWidth == 0 ? 32 : wchar_t(bitPattern: 0xFFFD), 0]
            follower = layoutWidth == 2 ? [32, 0] : nil
        } else {
            characters = [firstWidth <= 0 ? wchar_t(32) : first, 0]
            follower = layoutWidth == 2 && firstWidth <= 1 ? [32, 0] : nil
        }
    }

    private static func isRegionalIndicator(_ scalar: wchar_t) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar)
    }
}
