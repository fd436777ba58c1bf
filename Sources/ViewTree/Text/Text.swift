/// Text, as SwiftUI's: it takes the cells its characters need (wide characters two) and, when
/// that is more than the width offered, wraps at spaces onto as many lines as the height
/// and `.lineLimit` allow (a newline starts a line); cut text ends with "…" (see
/// `.truncationMode`); lines line up as `.multilineTextAlignment` says.
public struct Text: PrimitiveView, Equatable {
    let content: String

    /// Text showing `content`.
    public init(_ content: String) {
        self.content = content
    }

    /// Text showing `content` (a substring, for example).
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        let environment = resolver.environment
        resolver.append(
            .text(
                view.content,
                TextLayout(
                    lineLimit: environment.lineLimit, truncationMode: environment.truncationMode,
                    alignment: environment.multilineTextAlignment
                ).measuring(view.content)))
    }
}
