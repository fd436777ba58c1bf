/// Cells of space around content.
public struct EdgeInsets: Hashable, Sendable {
    /// Rows above.
    public var top: Int
    /// Columns to the left.
    public var leading: Int
    /// Rows below.
    public var bottom: Int
    /// Columns to the right.
    public var trailing: Int

    /// Insets of these many cells on each edge.
    public init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
        self.top = max(0, top)
        self.leading = max(0, leading)
        self.bottom = max(0, bottom)
        self.trailing = max(0, trailing)
    }

    /// `length` cells on each of `edges`, none on the others.
    init(_ edges: Edge, _ length: Int) {
        self.init(
            top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }

    var horizontal: Int { leading + trailing }
    var vertical: Int { top + bottom }
}
