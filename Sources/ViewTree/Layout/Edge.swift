/// The sides of a view that padding applies to.
public struct Edge: OptionSet, Sendable {
    public let rawValue: UInt8

    /// Edges from their bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    public static let top = Edge(rawValue: 1)
    public static let leading = Edge(rawValue: 2)
    public static let bottom = Edge(rawValue: 4)
    public static let trailing = Edge(rawValue: 8)
    public static let horizontal: Edge = [.leading, .trailing]
    public static let vertical: Edge = [.top, .bottom]
    public static let all: Edge = [.top, .leading, .bottom, .trailing]
}
