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
