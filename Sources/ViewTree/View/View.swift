/// A piece of user interface, described by its `body`.
///
/// Write views as structs whose `body` combines other views. A view tree re-evaluates a
/// `body` only when something it read changed: a tracked property of a model object, an
/// `@State`, an environment value, or the view's own inputs from its parent.
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view's body is made of.
    associatedtype Body: View

    /// The content of this view. Primitive views (`Text`, stacks, ...) have none.
    @ViewBuilder var body: Body { get }

    /// Adds what this view stands for to the element tree being built. Primitive views
    /// implement it; every other view gets the default, which makes or reuses a node.
    static func _resolve(_ view: Self, into resolver: _ViewResolver)
}

extension View {
    /// Makes or reuses a node for the view; its body runs when what it read changes.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        resolver.appendComposed(view)
    }
}

/// A view that the view tree draws itself: it has no body to evaluate.
public protocol PrimitiveView: View where Body == Never {}

extension PrimitiveView {
    /// Never called: the view tree resolves primitive views without a body.
    public var body: Never {
        fatalError("\(Self.self) is a primitive view and has no body")
    }
}

extension Never: View {
    /// `Never` is the body of primitive views.
    public typealias Body = Never

    /// Never called: `Never` has no values.
    public var body: Never {
        fatalError("Never has no body")
    }

    /// Never called: `Never` has no values.
    public static func _resolve(_ view: Never, into resolver: _ViewResolver) {}
}
