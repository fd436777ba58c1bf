/// The sides of a view that padding applies to.
public struct Edge: OptionSet, Sendable {
    /// One bit per edge.
    public let rawValue: UInt8

    /// Edges from their bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The top edge.
    public static let top = Edge(rawValue: 1)
    /// The leading (left) edge.
    public static let leading = Edge(rawValue: 2)
    /// The bottom edge.
    public static let bottom = Edge(rawValue: 4)
    /// The trailing (right) edge.
    public static let trailing = Edge(rawValue: 8)
    /// Leading and trailing.
    public static let horizontal: Edge = [.leading, .trailing]
    /// Top and bottom.
    public static let vertical: Edge = [.top, .bottom]
    /// Every edge.
    public static let all: Edge = [.top, .leading, .bottom, .trailing]
}
