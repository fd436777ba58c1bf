/// Where content sits inside a larger frame.
public struct Alignment: Sendable {
    /// Where along the width.
    public var horizontal: HorizontalAlignment
    /// Where along the height.
    public var vertical: VerticalAlignment

    /// Content placed `horizontal`ly and `vertical`ly inside its frame.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Text reads from the top left in a terminal, so that is where frames put content
    /// unless told otherwise.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Centred horizontally, at the top.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Centred both ways.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// At the leading edge, centred vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// At the trailing edge, centred vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Centred horizontally, at the bottom.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// At the top right.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// At the bottom left.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// At the bottom right.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}
