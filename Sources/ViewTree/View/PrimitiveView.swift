/// A view that the view tree draws itself: it has no body to evaluate.
public protocol PrimitiveView: View where Body == Never {}

extension PrimitiveView {
    /// Never called: the view tree resolves primitive views without a body.
    public var body: Never {
        fatalError("\(Self.self) is a primitive view and has no body")
    }
}
