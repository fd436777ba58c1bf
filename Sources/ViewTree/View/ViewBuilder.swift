/// Builds view content from the statements of a closure: several views, `if`/`else`,
/// `if let`, `switch` and `let` declarations.
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView {
        EmptyView()
    }

    public static func buildBlock<Content: View>(_ content: Content) -> Content {
        content
    }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        repeat each Content
    > {
        TupleView(repeat each content)
    }

    public static func buildOptional<Content: View>(_ content: Content?) -> Content? {
        content
    }

    public static func buildEither<First: View, Second: View>(first: First)
        -> ConditionalContent<First, Second>
    {
        ConditionalContent(storage: .first(first))
    }

    public static func buildEither<First: View, Second: View>(second: Second)
        -> ConditionalContent<First, Second>
    {
        ConditionalContent(storage: .second(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> Content {
        content
    }
}
