extension Optional: View where Wrapped: View {
    public typealias Body = Never

    public var body: Never {
        fatalError("Optional views have no body")
    }

    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        if let view {
            resolver.withComponent(.branch(0)) { resolver.resolve(view) }
        }
    }
}
