/// A modifier that leaves its content as it is, as SwiftUI's: for code that picks a modifier
/// by a condition and needs one that does nothing.
public struct EmptyModifier: ViewModifier {
    /// The modifier that changes nothing.
    public static let identity = EmptyModifier()

    /// A modifier that changes nothing.
    public init() {}

    /// The content, unchanged.
    public func body(content: Content) -> Content {
        content
    }
}
