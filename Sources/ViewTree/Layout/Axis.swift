/// A direction: the one a stack lays out its children in, or a scroll view scrolls along.
public enum Axis: Sendable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical

    /// Several directions, as `ScrollView(.vertical)` takes them.
    public struct Set: OptionSet, Sendable {
        /// The bits.
        public let rawValue: Int

        /// A set from its bits.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// Left to right.
        public static let horizontal = Set(rawValue: 1)
        /// Top to bottom.
        public static let vertical = Set(rawValue: 2)
    }
}
