/// One terminal cell: a character and its style. The right half of a two-cell character is a
/// continuation cell that draws nothing.
public struct Cell: Hashable, Sendable {
    /// What the cell shows; a wide character's first cell holds it.
    public var character: Character
    /// How it is drawn.
    public var style: CellStyle
    /// Whether this is the second cell of a wide character (drawn by the first).
    public var isContinuation: Bool

    /// A blank cell in the plain style.
    public static let blank = Cell(character: " ", style: .plain, isContinuation: false)

    /// A cell showing `character` in `style`.
    public init(character: Character, style: CellStyle, isContinuation: Bool = false) {
        self.character = character
        self.style = style
        self.isContinuation = isContinuation
    }
}
