/// Builds view content from the statements of a closure: several views, `if`/`else`,
/// `if let`, `switch` and `let` declarations.
@resultBuilder
public enum ViewBuilder {
    /// An empty block: nothing shown.
    public static func buildBlock() -> EmptyView {
        EmptyView()
    }

    /// A block of one view: that view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content {
        content
    }

    /// A block of several views: all of them, in order.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        repeat each Content
    > {
        TupleView(repeat each content)
    }

    /// An `if` without `else`: the view, or nothing.
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? {
        content
    }

    /// The `if` branch of an `if`-`else` or the first case of a `switch`.
    public static func buildEither<First: View, Second: View>(first: First)
        -> ConditionalContent<First, Second>
    {
        ConditionalContent(storage: .first(first))
    }

    /// The `else` branch of an `if`-`else` or a later case of a `switch`.
    public static func buildEither<First: View, Second: View>(second: Second)
        -> ConditionalContent<First, Second>
    {
        ConditionalContent(storage: .second(second))
    }

    /// A view inside `if #available`: the view itself.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> Content {
        content
    }
}
