/// Builds view content from the statements of a closure: several views, `if`/`else`,
/// `if let`, `switch` and `let` declarations. The views it builds (`TupleView`, conditional
/// content, an optional view, `EmptyView`) follow it here.
@MainActor @preconcurrency
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

/// One of two views, chosen by an `if`/`else` or a `switch` in a view builder. The branch is
/// part of the identity: switching branches replaces the content instead of updating it.
public struct ConditionalContent<First: View, Second: View>: PrimitiveView {
    enum Storage {
        case first(First)
        case second(Second)
    }

    let storage: Storage

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        switch view.storage {
        case .first(let first):
            resolver.withComponent(.branch(0)) { resolver.resolve(first) }
        case .second(let second):
            resolver.withComponent(.branch(1)) { resolver.resolve(second) }
        }
    }
}

/// A view that shows nothing and takes no space.
public struct EmptyView: PrimitiveView {
    /// A view that shows nothing.
    public init() {}

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {}
}

extension Optional: View where Wrapped: View {
    /// An optional view has no body of its own.
    public typealias Body = Never

    /// Never called: an optional view is primitive.
    public var body: Never {
        fatalError("Optional views have no body")
    }

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        if let view {
            resolver.withComponent(.branch(0)) { resolver.resolve(view) }
        }
    }
}

/// Several views in a row, as written one after another in a view builder. Each keeps its
/// position as its identity.
public struct TupleView<each Content: View>: PrimitiveView {
    /// The views, in order.
    public let value: (repeat each Content)

    /// A view of these views, in order.
    public init(_ value: repeat each Content) {
        self.value = (repeat each value)
    }

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        var position = 0
        for child in repeat each view.value {
            resolver.withComponent(.position(position)) {
                resolver.resolve(child)
            }
            position += 1
        }
    }
}
