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
