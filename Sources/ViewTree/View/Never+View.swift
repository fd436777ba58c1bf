extension Never: View {
    public typealias Body = Never

    public var body: Never {
        fatalError("Never has no body")
    }

    public static func _resolve(_ view: Never, into resolver: _ViewResolver) {}
}
