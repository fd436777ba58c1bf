/// One terminal cell: a character and its style. The right half of a two-cell character is a
/// continuation cell that draws nothing.
public struct Cell: Hashable, Sendable {
    /// What the cell shows, as a number (plain data: see ``CharacterCode``).
    @usableFromInline var code: CharacterCode
    /// How it is drawn.
    public var style: CellStyle
    /// Whether this is the second cell of a wide character (drawn by the first).
    public var isContinuation: Bool

    /// What the cell shows; a wide character's first cell holds it.
    public var character: Character {
        get { code.character }
        set { code = CharacterCode(newValue) }
    }

    /// A blank cell in the plain style.
    public static let blank = Cell(code: .space, style: .plain)

    /// A cell showing `character` in `style`.
    public init(character: Character, style: CellStyle, isContinuation: Bool = false) {
        self.init(code: CharacterCode(character), style: style, isContinuation: isContinuation)
    }

    init(code: CharacterCode, style: CellStyle, isContinuation: Bool = false) {
        self.code = code
        self.style = style
        self.isContinuation = isContinuation
    }

    /// How many columns the character takes: 2 for a wide one, 0 for a control character.
    public var width: Int { code.width }

    /// Whether two cells show the same character in the same style: inlined where frames are
    /// compared cell by cell (the terminal layer), as the synthesized one cannot be.
    @inlinable public static func == (left: Cell, right: Cell) -> Bool {
        left.code.bits == right.code.bits && left.isContinuation == right.isContinuation
            && left.style == right.style
    }

    /// The character's one Unicode scalar, or nil for a cluster of several (an emoji sequence,
    /// a letter with combining marks): what a terminal layer can hand over without a string.
    public var scalar: Unicode.Scalar? { code.scalar }
}
