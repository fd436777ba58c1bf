/// One line of text. It takes the cells its characters need (wide characters two) and ends
/// with "…" when it does not fit.
public struct Text: PrimitiveView, Equatable {
    let content: String

    /// Text showing `content` on one line.
    public init(_ content: String) {
        self.content = content
    }

    /// Text showing `content` (a substring, for example) on one line.
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        resolver.append(.text(view.content))
    }
}
