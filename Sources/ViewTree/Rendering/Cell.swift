/// One terminal cell: a character and its style. The right half of a two-cell character is a
/// continuation cell that draws nothing.
public struct Cell: Hashable, Sendable {
    public var character: Character
    public var style: CellStyle
    public var isContinuation: Bool

    /// A blank cell in the plain style.
    public static let blank = Cell(character: " ", style: .plain, isContinuation: false)

    public init(character: Character, style: CellStyle, isContinuation: Bool = false) {
        self.character = character
        self.style = style
        self.isContinuation = isContinuation
    }
}
