/// A part of a control handed to its style as one view of one type: a button's or a toggle's
/// label, a label's title or icon (SwiftUI's `ButtonStyleConfiguration.Label` and its kin).
public struct StyledContent: PrimitiveView {
    let content: AnyView

    init(_ content: some View) {
        self.content = AnyView(content)
    }

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        AnyView._resolve(view.content, into: resolver)
    }
}
